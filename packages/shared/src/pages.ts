import { FRENCH_JOB_PAGE_PATTERN, frenchJobPagePath, JOB_PAGE_PATTERN, jobPagePath } from './careers/job-page.js';
import type { Locale } from './i18n/locales.js';

/**
 * Every page of the site, declared once (SPEC §2 route table, and each open job's own page). The web
 * router, the links the API writes into mails and redirects, robots.txt, the sitemap, `noindex` and
 * the routes the server renders all read it; `apps/api/test/page-registry.test.ts` checks they agree.
 *
 * - `public`: a search engine may list it: no `noindex`, named in the sitemap. Every other page is
 *   `noindex`.
 * - `crawl: false`: robots.txt asks crawlers not to fetch it at all (pages behind a session). The
 *   sign-in pages stay fetchable, so their `noindex` is seen even when linked from elsewhere.
 * - `serverRendered`: the server draws it from the request alone (nobody signed in), and the
 *   browser hydrates it; it must work before and without the page's code.
 * - `plain`: the API writes it as a page of its own, without the app; links to it load a new page.
 */
export interface PageEntry<H extends (...args: never[]) => string = (...args: never[]) => string> {
  pattern: string;
  href: H;
  public?: true;
  crawl?: false;
  serverRendered?: true;
  plain?: true;
  /** Other addresses the same page answers (a job's page answers any address under /jobs/). */
  alsoAt?: string;
}

const withQuery = (path: string, query: Record<string, string | undefined>) => {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) if (value) params.set(key, value);
  const search = params.toString();
  return search ? `${path}?${search}` : path;
};

// Keeps each entry's literal flags, so the names of the server-rendered and public pages are types.
const page = <const E extends PageEntry>(entry: E): E => entry;

export const pages = {
  home: page({ pattern: '/', href: () => '/', public: true, serverRendered: true }),
  job: page({ pattern: JOB_PAGE_PATTERN, href: jobPagePath, public: true, serverRendered: true, alsoAt: '/jobs/*' }),
  // Their French twins (decision 032): the language is in the address, never guessed from the browser.
  homeFr: page({ pattern: '/fr/', href: () => '/fr/', public: true, serverRendered: true }),
  jobFr: page({
    pattern: FRENCH_JOB_PAGE_PATTERN,
    href: frenchJobPagePath,
    public: true,
    serverRendered: true,
    alsoAt: '/fr/emplois/*',
  }),
  login: page({
    pattern: '/login',
    href: (query: { redirect?: string; verified?: boolean; verifyError?: boolean } = {}) =>
      withQuery('/login', {
        verified: query.verified ? '1' : undefined,
        verify_error: query.verifyError ? '1' : undefined,
        redirect: query.redirect,
      }),
  }),
  // A visitor's Apply leads here (SPEC §4): drawn by the server, it asks to sign up without the code.
  register: page({
    pattern: '/register',
    // `lang` names the language of the page the visitor applied from: the form opens in it even
    // when tapped before that page's code has set the visitor's choice.
    href: (query: { redirect?: string; lang?: Locale } = {}) => withQuery('/register', query),
    serverRendered: true,
  }),
  forgotPassword: page({ pattern: '/forgot-password', href: () => '/forgot-password' }),
  // The token is optional in the pattern so a link without one shows 'Invalid reset link.' (SPEC §5).
  resetPassword: page({
    pattern: '/reset-password/:token?',
    href: (token: string) => `/reset-password/${encodeURIComponent(token)}`,
  }),
  // Decision 019: the link mailed to a new email address.
  confirmEmail: page({
    pattern: '/confirm-email/:token',
    href: (token: string) => `/confirm-email/${encodeURIComponent(token)}`,
  }),
  profile: page({ pattern: '/profile', href: () => '/profile' }),
  apply: page({ pattern: '/apply/:jobId', href: (jobId: string | number) => `/apply/${encodeURIComponent(jobId)}` }),
  onboarding: page({
    pattern: '/candidate/onboarding/:applicationId',
    href: (applicationId: string | number) => `/candidate/onboarding/${encodeURIComponent(applicationId)}`,
    crawl: false,
  }),
  // Where each of the driver's applications stands, in the account menu; a submitted driver signs in to it.
  myApplications: page({ pattern: '/my-applications', href: () => '/my-applications', crawl: false }),
  applicationReceived: page({ pattern: '/application-received', href: () => '/application-received' }),
  driverVerifications: page({
    pattern: '/candidate/verifications',
    href: () => '/candidate/verifications',
    crawl: false,
  }),
  // An invitation to join the team (decision 033): reached by the single-use link in its mail.
  teamAccept: page({
    pattern: '/team/accept/:token',
    href: (token: string) => `/team/accept/${encodeURIComponent(token)}`,
    crawl: false,
  }),
  // The previous employer's answer page (49 CFR 391.23): reached by the single-use link in their mail.
  employerResponse: page({
    pattern: '/employer-response/:token',
    href: (token: string) => `/employer-response/${encodeURIComponent(token)}`,
    crawl: false,
  }),
  clearinghouseConsent: page({
    pattern: '/candidate/clearinghouse-consent/:applicationId',
    href: (applicationId: string | number) => `/candidate/clearinghouse-consent/${encodeURIComponent(applicationId)}`,
    crawl: false,
  }),
  // Decision 031: who keeps a driver's data, for how long, and whom to ask; linked from every page and mail.
  privacy: page({ pattern: '/privacy', href: () => '/privacy', public: true, plain: true }),
  // Its French twin (decision 032; Quebec's Law 25 and the Charter ask the policy in French too).
  privacyFr: page({ pattern: '/fr/confidentialite', href: () => '/fr/confidentialite', public: true, plain: true }),
  admin: page({ pattern: '/admin', href: () => '/admin', crawl: false }),
  adminPositions: page({ pattern: '/admin/positions', href: () => '/admin/positions', crawl: false }),
  adminPositionNew: page({ pattern: '/admin/positions/new', href: () => '/admin/positions/new', crawl: false }),
  adminPosition: page({
    pattern: '/admin/positions/:positionId',
    href: (positionId: string | number) => `/admin/positions/${encodeURIComponent(positionId)}`,
    crawl: false,
  }),
  // The applicants list keeps its filters, sort and page in the query string, so a view can be shared.
  adminApplicants: page({
    pattern: '/admin/applicants',
    href: (query: Record<string, string | undefined> = {}) => withQuery('/admin/applicants', query),
    crawl: false,
  }),
  adminApplicant: page({
    pattern: '/admin/applicants/:applicationId',
    href: (applicationId: string | number) => `/admin/applicants/${encodeURIComponent(applicationId)}`,
    crawl: false,
  }),
  // The recruiter's queue of previous-employer checks (decision 030); its filter, search and page
  // are in the query string, so Back and reload keep the view.
  adminVerifications: page({
    pattern: '/admin/verifications',
    href: (query: { state?: string; q?: string; page?: string } = {}) => withQuery('/admin/verifications', query),
    crawl: false,
  }),
  adminAccounts: page({ pattern: '/admin/accounts', href: () => '/admin/accounts', crawl: false }),
  adminAudit: page({ pattern: '/admin/audit', href: () => '/admin/audit', crawl: false }),
  // A driver's data (decision 031): the requests and incidents registers, legal holds, the sweep.
  adminPrivacy: page({ pattern: '/admin/privacy', href: () => '/admin/privacy', crawl: false }),
} as const;

/** The privacy page a reader of `locale` is sent to: the page in their language. */
export const privacyPagePath = (locale: Locale): string =>
  locale === 'fr' ? pages.privacyFr.href() : pages.privacy.href();

export type PageName = keyof typeof pages;
type Entry = (typeof pages)[PageName];
export type ServerRenderedPageName = {
  [N in PageName]: (typeof pages)[N] extends { serverRendered: true } ? N : never;
}[PageName];

export type PublicPageName = { [N in PageName]: (typeof pages)[N] extends { public: true } ? N : never }[PageName];

const entries = Object.entries(pages) as [PageName, Entry][];

/** The pages the server renders, by name (their routes are registered from this list). */
export const serverRenderedPages = entries
  .filter(([, entry]) => 'serverRendered' in entry)
  .map(([name]) => name) as ServerRenderedPageName[];

/** The pages search engines may list; every other page carries `noindex`. */
export const publicPages = entries.filter(([, entry]) => 'public' in entry).map(([name]) => name);

/**
 * What robots.txt disallows: the fixed start of every page crawlers should not fetch, without
 * those another one already covers (`/admin` covers `/admin/positions`).
 */
export function disallowedPathPrefixes(): string[] {
  const prefixes = entries
    .filter(([, entry]) => 'crawl' in entry)
    .map(([, entry]) => entry.pattern.replace(/:.*$/, ''))
    .sort();
  return prefixes.filter((prefix, index) => !prefixes.slice(0, index).some((shorter) => prefix.startsWith(shorter)));
}

/** A route pattern (`/jobs/:jobKey`, `/reset-password/:token?`, `/jobs/*`) as a whole-path test. */
export function patternRegExp(pattern: string): RegExp {
  const source = pattern
    .split('/')
    .map((segment) => {
      if (segment === '*') return '(?:/.*)?';
      if (segment.startsWith(':')) return segment.endsWith('?') ? '(?:/[^/]+)?' : '/[^/]+';
      return segment ? `/${segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}` : '';
    })
    .join('');
  return new RegExp(`^${source || '/'}/?$`);
}

/**
 * The public pages, whose language is in their address (decision 032): the top bar offers no
 * language switch there.
 */
export const PAGES_WITH_LANGUAGE_IN_ADDRESS: readonly RegExp[] = publicPages.flatMap((name) => {
  const entry: PageEntry = pages[name];
  return [entry.pattern, ...(entry.alsoAt ? [entry.alsoAt] : [])].map(patternRegExp);
});
