import { messages } from '../messages.js';

/**
 * The groups of `messages` that are in the catalogues, translated into every language. A screen or
 * a server answer moves to the catalogues group by group: add the group here, its French to
 * `fr/`, and read it through the translator instead of `messages`.
 */
export const CATALOGUE_GROUPS = [
  'api',
  'upload',
  'fields',
  'register',
  'login',
  'forgotPassword',
  'resetPassword',
  'loginPage',
  'registerPage',
  'forgotPasswordPage',
  'resetPasswordPage',
  'confirmEmailPage',
  'profile',
  'profilePage',
  'topBar',
  'nav',
  'help',
  'careers',
  'jobPage',
  'common',
  'session',
  'languageTwin',
  'apply',
  'applyPage',
  'language',
] as const satisfies readonly (keyof typeof messages)[];

/**
 * A text of `messages` that is a function of its values is written here in ICU, once; the catalogue
 * test renders both with the same values and fails when they differ, so English stays verbatim.
 */
export const ICU_FORMS = {
  'loginPage.panelTitle': { message: 'Drive with {company}', args: ['company'] },
  'loginPage.panelIntro': {
    message:
      '{company} is a multi-provincial carrier hauling across Canada and the US. Join a team that invests in its drivers.',
    args: ['company'],
  },
  'registerPage.checkInbox': {
    message:
      'We sent an email to {email}. Open its link to verify your email, then log in. If you already have an account with this email, the email says so and how to log in.',
    args: ['email'],
  },
  'registerPage.applyingFor': { message: 'Create an account to apply for {title}', args: ['title'] },
  'careers.labelled': { message: '{label}:', args: ['label'] },
  'careers.listLabel': { message: 'Positions in {location}', args: ['location'] },
  'careers.showing': { message: 'Showing {from} to {to} of {total} entries', args: ['from', 'to', 'total'] },
  'profilePage.emailPending': {
    message:
      'We sent a link to {email}. Your email changes to this address once you open it; until then, log in with your current one.',
    args: ['email'],
  },
} as const satisfies Record<string, { message: string; args: readonly string[] }>;

type Group = (typeof CATALOGUE_GROUPS)[number];
type Leaf<T, Prefix extends string> = {
  [K in keyof T & string]: T[K] extends string | ((...args: never[]) => string)
    ? `${Prefix}.${K}`
    : T[K] extends readonly string[]
      ? `${Prefix}.${K}.${number}`
      : T[K] extends object
        ? Leaf<T[K], `${Prefix}.${K}`>
        : never;
}[keyof T & string];

/** Every id of the catalogues: `group.key`, `group.sub.key`, `group.list.0`. */
export type MessageId = { [G in Group]: Leaf<(typeof messages)[G], G> }[Group];

/** One language's texts: ICU MessageFormat, by id. */
export type Catalogue = Record<string, string>;

function flatten(value: unknown, id: string, into: Catalogue, plain: Map<string, string>): void {
  if (typeof value === 'string') {
    into[id] = escapeIcu(value);
    plain.set(id, value);
  } else if (typeof value === 'function') {
    const form = (ICU_FORMS as Record<string, { message: string }>)[id];
    if (!form) throw new Error(`${id} is a function of its values: give it an ICU form in ICU_FORMS`);
    into[id] = form.message;
  } else if (value && typeof value === 'object') {
    // A list's items are `id.0`, `id.1`… as its keys.
    for (const [key, item] of Object.entries(value)) flatten(item, `${id}.${key}`, into, plain);
  }
}

/**
 * An English text of `messages` as ICU: an apostrophe is ICU's quote character and braces open an
 * argument, so they are written the way ICU reads them back as themselves.
 */
function escapeIcu(text: string): string {
  return text.replaceAll("'", "''").replace(/[{}]/g, (brace) => `'${brace}'`);
}

const plainEnglish = new Map<string, string>();

/** English, built from the texts the spec quotes (`messages`), so the two can never disagree. */
export const catalogueEn: Catalogue = (() => {
  const catalogue: Catalogue = {};
  for (const group of CATALOGUE_GROUPS) flatten(messages[group], group, catalogue, plainEnglish);
  return catalogue;
})();

/** The English texts without arguments, as `messages` writes them, by id. */
export const englishTextsById: ReadonlyMap<string, string> = plainEnglish;
