// Every client route in one registry (SPEC §2), so links and the router cannot drift apart.
const withQuery = (path: string, query: Record<string, string | undefined>) => {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) if (value) params.set(key, value);
  const search = params.toString();
  return search ? `${path}?${search}` : path;
};

export const paths = {
  home: { pattern: '/', href: () => '/' },
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
  profile: { pattern: '/profile', href: () => '/profile' },
  apply: { pattern: '/apply/:jobId', href: (jobId: string | number) => `/apply/${encodeURIComponent(jobId)}` },
  onboarding: {
    pattern: '/candidate/onboarding/:applicationId',
    href: (applicationId: string | number) => `/candidate/onboarding/${encodeURIComponent(applicationId)}`,
  },
  applicationReceived: { pattern: '/application-received', href: () => '/application-received' },
  admin: { pattern: '/admin', href: () => '/admin' },
} as const;
