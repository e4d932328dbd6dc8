import { JOB_PAGE_PATTERN, jobPagePath } from '@roadhire/shared';

// Every client route in one registry (SPEC §2), so links and the router cannot drift apart.
const withQuery = (path: string, query: Record<string, string | undefined>) => {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) if (value) params.set(key, value);
  const search = params.toString();
  return search ? `${path}?${search}` : path;
};

export const paths = {
  home: { pattern: '/', href: () => '/' },
  job: { pattern: JOB_PAGE_PATTERN, href: jobPagePath },
  login: {
    pattern: '/login',
    href: (query: { redirect?: string; verified?: boolean } = {}) =>
      withQuery('/login', { verified: query.verified ? '1' : undefined, redirect: query.redirect }),
  },
  register: {
    pattern: '/register',
    href: (query: { redirect?: string } = {}) => withQuery('/register', query),
  },
  forgotPassword: { pattern: '/forgot-password', href: () => '/forgot-password' },
  // The token is optional in the pattern so a link without one shows 'Invalid reset link.' (SPEC §5).
  resetPassword: {
    pattern: '/reset-password/:token?',
    href: (token: string) => `/reset-password/${encodeURIComponent(token)}`,
  },
  // Decision 019: the link mailed to a new email address.
  confirmEmail: {
    pattern: '/confirm-email/:token',
    href: (token: string) => `/confirm-email/${encodeURIComponent(token)}`,
  },
  profile: { pattern: '/profile', href: () => '/profile' },
  apply: { pattern: '/apply/:jobId', href: (jobId: string | number) => `/apply/${encodeURIComponent(jobId)}` },
  onboarding: {
    pattern: '/candidate/onboarding/:applicationId',
    href: (applicationId: string | number) => `/candidate/onboarding/${encodeURIComponent(applicationId)}`,
  },
  applicationReceived: { pattern: '/application-received', href: () => '/application-received' },
  // Previous-employer checks (decision 026): the driver's releases, and the employer's form.
  driverVerifications: { pattern: '/candidate/verifications', href: () => '/candidate/verifications' },
  employerResponse: {
    pattern: '/employer-response/:token',
    href: (token: string) => `/employer-response/${encodeURIComponent(token)}`,
  },
  admin: { pattern: '/admin', href: () => '/admin' },
  adminPositions: { pattern: '/admin/positions', href: () => '/admin/positions' },
  adminPositionNew: { pattern: '/admin/positions/new', href: () => '/admin/positions/new' },
  adminPosition: {
    pattern: '/admin/positions/:positionId',
    href: (positionId: string | number) => `/admin/positions/${encodeURIComponent(positionId)}`,
  },
  // The applicants list keeps its filters, sort and page in the query string, so a view can be shared.
  adminApplicants: {
    pattern: '/admin/applicants',
    href: (query: Record<string, string | undefined> = {}) => withQuery('/admin/applicants', query),
  },
  adminApplicant: {
    pattern: '/admin/applicants/:applicationId',
    href: (applicationId: string | number) => `/admin/applicants/${encodeURIComponent(applicationId)}`,
  },
  adminAccounts: { pattern: '/admin/accounts', href: () => '/admin/accounts' },
  adminAudit: { pattern: '/admin/audit', href: () => '/admin/audit' },
} as const;
