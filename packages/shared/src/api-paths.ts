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
  openPositions: '/api/open-positions',
  openPosition: (jobId: number | string) => `/api/open-positions/${encodeURIComponent(jobId)}`,
  apply: '/api/apply',
  uploadResume: '/api/apply/upload-resume',
  resumeFile: (filename: string) => `/uploads/resumes/${encodeURIComponent(filename)}`,
  clientConfig: '/api/config',
} as const;
