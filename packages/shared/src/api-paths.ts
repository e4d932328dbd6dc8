// The API's paths (SPEC §7), shared so the server and the client cannot drift apart.
export const apiPaths = {
  health: '/api/health',
  login: '/api/auth/login',
  register: '/api/auth/register',
  verifyEmail: (token: string) => `/api/auth/verify-email/${encodeURIComponent(token)}`,
  forgotPassword: '/api/auth/forgot-password',
  resetPassword: (token: string) => `/api/auth/reset-password/${encodeURIComponent(token)}`,
  profile: '/api/candidate/user/profile',
  updateUser: (userId: number | string) => `/api/candidate/users/${userId}`,
  latestApplication: '/api/apply/latest',
  applicationCheck: '/api/apply/check',
  clientConfig: '/api/config',
  // SPEC §7 "Dropdowns"; provinces, classes and conditions are asked for only for Canada.
  countries: '/api/dropdowns/countries',
  provinces: (countryId: number | string) => `/api/dropdowns/provinces/${countryId}`,
  licenseClasses: (provinceId: number | string) => `/api/dropdowns/license-classes/${provinceId}`,
  licenseConditions: (provinceId: number | string) => `/api/dropdowns/license-conditions/${provinceId}`,
  highestEducation: '/api/dropdowns/highest-edu',
  regionsTravelled: '/api/dropdowns/reg-travelled',
  equipmentOperated: '/api/dropdowns/equip-operated',
} as const;
