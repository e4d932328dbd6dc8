import type { Page } from '@playwright/test';
import { type Locale, type PageName, pages, type Translator } from '@roadhire/shared';
import { takenOver } from './page-watch.js';

// How the accessibility sweep reaches each page of the registry: who is signed in, the address with
// the example ids and tokens it needs, and the dialogs and drawers it opens there.

/** Who the sweep is when it opens a page: nobody, a driver with no application, one mid-application, one who submitted, an administrator. */
export type Visitor = 'visitor' | 'driver' | 'applying' | 'submitted' | 'admin';

/** The ids and tokens the parameterised pages open with, made through the API when first asked for. */
export interface Examples {
  job(): Promise<OpenPosition>;
  frenchJob(): Promise<OpenPosition & { p_position_title_fr: string }>;
  /** An open position the submitted driver has not applied to. */
  anotherJobId(): Promise<number>;
  applyingId(): Promise<number>;
  submittedId(): Promise<number>;
  employerToken(): Promise<string>;
  invitationToken(): Promise<string>;
}

export interface OpenPosition {
  p_id: number;
  p_position_title: string;
  p_position_title_fr: string | null;
  p_landing_page_desc_fr?: string | null;
}

/** Opens one dialog or drawer on the page, for the sweep to check it as drawn. */
export interface Opener {
  name: string;
  open(page: Page, t: Translator['t']): Promise<void>;
}

export interface Reach {
  who: Visitor;
  href(examples: Examples): string | Promise<string>;
  /** A page whose language is in its address (decision 032) is checked in that language only. */
  language?: Locale;
  dialogs?: Opener[];
}

const helpDialog: Opener = {
  name: 'Help',
  open: (page, t) =>
    page
      .getByRole('button', { name: t('nav.help'), exact: true })
      .first()
      .click(),
};

const jobDetailsPanel: Opener = {
  name: 'a position’s details',
  open: async (page, t) => {
    // The server drew the list; the panel is the code's, once it took the page over.
    await takenOver(page);
    await page
      .getByRole('main')
      .getByRole('link', { name: t('careers.details') })
      .first()
      .click();
  },
};

/**
 * Every page of the registry, reached. A page added to the registry fails the sweep's completeness
 * check until it is named here, with the example its address needs.
 */
export const REACH: Record<PageName, Reach> = {
  home: { who: 'visitor', language: 'en', href: () => pages.home.href(), dialogs: [jobDetailsPanel] },
  job: { who: 'visitor', language: 'en', href: async (x) => pages.job.href(await x.job()) },
  homeFr: { who: 'visitor', language: 'fr', href: () => pages.homeFr.href(), dialogs: [jobDetailsPanel] },
  jobFr: { who: 'visitor', language: 'fr', href: async (x) => pages.jobFr.href(await x.frenchJob()) },
  login: { who: 'visitor', href: () => pages.login.href() },
  register: { who: 'visitor', href: () => pages.register.href() },
  forgotPassword: { who: 'visitor', href: () => pages.forgotPassword.href() },
  // A token the server does not know: the page says the link is not valid.
  resetPassword: { who: 'visitor', href: () => pages.resetPassword.href('not-a-token') },
  // The page asks for a press of its button before it uses the token, so any token draws it.
  confirmEmail: { who: 'visitor', href: () => pages.confirmEmail.href('not-a-token') },
  teamAccept: { who: 'visitor', href: async (x) => pages.teamAccept.href(await x.invitationToken()) },
  employerResponse: { who: 'visitor', href: async (x) => pages.employerResponse.href(await x.employerToken()) },
  privacy: { who: 'visitor', language: 'en', href: () => pages.privacy.href() },
  privacyFr: { who: 'visitor', language: 'fr', href: () => pages.privacyFr.href() },
  profile: { who: 'driver', href: () => pages.profile.href(), dialogs: [helpDialog] },
  apply: { who: 'driver', href: async (x) => pages.apply.href((await x.job()).p_id) },
  onboarding: {
    who: 'applying',
    href: async (x) => pages.onboarding.href(await x.applyingId()),
    dialogs: [
      helpDialog,
      {
        name: 'cancel the application',
        open: (page, t) => page.getByRole('button', { name: t('onboarding.cancelApplication') }).click(),
      },
    ],
  },
  myApplications: { who: 'submitted', href: () => pages.myApplications.href(), dialogs: [helpDialog] },
  driverVerifications: { who: 'submitted', href: () => pages.driverVerifications.href() },
  clearinghouseConsent: {
    who: 'submitted',
    href: async (x) => pages.clearinghouseConsent.href(await x.submittedId()),
  },
  applicationReceived: { who: 'submitted', href: () => pages.applicationReceived.href() },
  admin: { who: 'admin', href: () => pages.admin.href() },
  adminPositions: {
    who: 'admin',
    href: () => pages.adminPositions.href(),
    dialogs: [
      {
        name: 'close or reopen a position',
        open: (page, t) =>
          page
            .getByRole('table', { name: t('adminPositions.list.tableLabel') })
            .getByRole('button')
            .first()
            .click(),
      },
    ],
  },
  adminPositionNew: {
    who: 'admin',
    href: () => pages.adminPositionNew.href(),
    dialogs: [
      {
        name: 'discard the changes',
        open: async (page, t) => {
          await page.getByRole('main').getByRole('textbox').first().fill('Changed');
          await page.getByRole('button', { name: t('adminPositions.editor.cancel') }).click();
        },
      },
    ],
  },
  adminPosition: { who: 'admin', href: async (x) => pages.adminPosition.href((await x.job()).p_id) },
  adminApplicants: { who: 'admin', href: () => pages.adminApplicants.href() },
  adminApplicant: { who: 'admin', href: async (x) => pages.adminApplicant.href(await x.submittedId()) },
  adminVerifications: { who: 'admin', href: () => pages.adminVerifications.href() },
  adminAccounts: {
    who: 'admin',
    href: () => pages.adminAccounts.href(),
    dialogs: [
      {
        name: 'change a role',
        open: (page, t) =>
          page
            .getByRole('table', { name: t('adminAccounts.tableLabel') })
            .getByRole('button')
            .first()
            .click(),
      },
    ],
  },
  adminAudit: { who: 'admin', href: () => pages.adminAudit.href() },
  adminPrivacy: { who: 'admin', href: () => pages.adminPrivacy.href() },
};

/** The pages `who` sees in `language`, with their names. */
export function pagesFor(who: Visitor, language: Locale): [PageName, Reach][] {
  return (Object.entries(REACH) as [PageName, Reach][]).filter(
    ([, reach]) => reach.who === who && (reach.language ?? language) === language,
  );
}
