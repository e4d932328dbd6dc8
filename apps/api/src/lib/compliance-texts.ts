import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import {
  type ComplianceText,
  type ComplianceTranslation,
  LOCALES,
  type Locale,
  type ShownTranslation,
} from '@roadhire/shared';

// The certification and the notices and authorisations a driver accepts when signing (decision
// 016): one file per key in COMPLIANCE_TEXTS_DIR, which the carrier replaces with its own wording.
// A file starts with a small header:
//
//   ---
//   title: Consent to electronic records and signatures
//   version: 2026-11-23
//   ---
//   The text, paragraphs separated by a blank line.

/** The certification of 49 CFR 391.21(b)(12); always shown, always required. */
export const CERTIFICATION_KEY = 'certification';

/** The notices and authorisations, in the order a driver reads them. */
export const COMPLIANCE_TEXT_KEYS = ['previous_employers', 'background_check', 'psp', 'electronic_records'] as const;
export type ComplianceTextKey = (typeof COMPLIANCE_TEXT_KEYS)[number];

/** The shipped defaults; PSP's and the background check's are placeholders the carrier replaces. */
export const SHIPPED_COMPLIANCE_TEXTS_DIR = new URL('../../compliance-texts', import.meta.url).pathname;

export interface ComplianceTexts {
  certification: LoadedComplianceText;
  /** The texts in force (PSP only when turned on), each marked required or not. */
  texts: LoadedComplianceText[];
  /** The consent to limited Clearinghouse queries a driver signs apart, before a CDL hire (49 CFR 382.703). */
  clearinghouseConsent: LoadedComplianceText;
}

/** Signed on its own, after the application (decision 029), so never among the texts of the signature. */
export const CLEARINGHOUSE_CONSENT_FILE_KEY = 'clearinghouse_consent';

export class ComplianceTextsError extends Error {}

/** SHA-256 (hex) of a text as served. */
export function sha256Hex(text: string): string {
  return createHash('sha256').update(text, 'utf8').digest('hex');
}

/**
 * A text as loaded, with the carrier's translations of it (decision 032): `<key>.<lang>.md` beside
 * it, whose header names the English version it `translates`. A translation of another version is
 * not the text's: it is left out, so a driver never reads beside a text a translation of its past.
 */
export type LoadedComplianceText = ComplianceText & {
  translations: Partial<Record<Locale, ComplianceTranslation>>;
};

/** The text as a reader of `locale` is served it: with its translation into that language, if any. */
export function inLanguage(loaded: LoadedComplianceText, locale: Locale): ComplianceText {
  const { translations, ...text } = loaded;
  const translation = translations[locale];
  return translation ? { ...text, translation } : text;
}

/**
 * The carrier's translation of a text as it was signed, into `locale`: only one of that very
 * version (the text in force now may have changed since), else none.
 */
export function translationOfSigned(
  loaded: LoadedComplianceText,
  signed: Pick<ComplianceText, 'version' | 'sha256'>,
  locale: Locale,
): ComplianceTranslation | undefined {
  if (loaded.version !== signed.version || loaded.sha256 !== signed.sha256) return undefined;
  return loaded.translations[locale];
}

/** Which translation a signature says was shown, its body left in the stored record. */
export function shownTranslation(translation: ComplianceTranslation): ShownTranslation {
  return { lang: translation.lang, version: translation.version, sha256: translation.sha256, title: translation.title };
}

/** Reads one text file; the served text is the body with line ends made `\n` and outer blank space removed. */
export function readComplianceText(dir: string, key: string, required: boolean): LoadedComplianceText {
  const { title, version, text } = readTextFile(path.join(dir, `${key}.md`));
  const translations: LoadedComplianceText['translations'] = {};
  for (const lang of LOCALES) {
    const file = path.join(dir, `${key}.${lang}.md`);
    if (lang === 'en' || !existsSync(file)) continue;
    const translated = readTextFile(file);
    if (translated.header.get('translates') !== version) continue;
    translations[lang] = {
      lang,
      title: translated.title,
      version: translated.version,
      sha256: sha256Hex(translated.text),
      text: translated.text,
    };
  }
  return { key, version, sha256: sha256Hex(text), required, title, text, translations };
}

function readTextFile(file: string) {
  let raw: string;
  try {
    raw = readFileSync(file, 'utf8');
  } catch {
    throw new ComplianceTextsError(`${file}: missing or unreadable`);
  }
  const match = /^---\n([\s\S]*?)\n---\n([\s\S]*)$/.exec(raw.replace(/\r\n?/g, '\n').replace(/^\uFEFF/, ''));
  if (!match) throw new ComplianceTextsError(`${file}: must start with a "---" header holding title and version`);
  const header = new Map<string, string>();
  for (const line of (match[1] ?? '').split('\n')) {
    const field = /^([a-z]+):\s*(.*?)\s*$/.exec(line);
    if (field?.[1] && field[2]) header.set(field[1], field[2]);
  }
  const title = header.get('title');
  const version = header.get('version');
  const text = (match[2] ?? '').trim();
  if (!title) throw new ComplianceTextsError(`${file}: the header has no title`);
  if (!version) throw new ComplianceTextsError(`${file}: the header has no version`);
  if (version.length > 100) throw new ComplianceTextsError(`${file}: the version is longer than 100 characters`);
  if (!text) throw new ComplianceTextsError(`${file}: the text is empty`);
  return { title, version, text, header };
}

/**
 * Whether a text is still the shipped one rather than the carrier's own: its version says so
 * ("PLACEHOLDER - the carrier's to replace", "… shipped default"), as the shipped files' do.
 */
export function isShippedText(text: Pick<ComplianceText, 'version'>): boolean {
  return /placeholder|shipped default/i.test(text.version);
}

/** A text the portal would use although it is still the shipped one: its file and what it says it is. */
export interface PlaceholderText {
  file: string;
  title: string;
  version: string;
}

/**
 * The texts a driver signs or the portal sends to previous employers that are not the carrier's own
 * yet (decision 016): every text in force, required or not (a driver may accept an optional one),
 * the Clearinghouse consent and the release quoted in every employer request. In production the
 * server refuses to start on them unless told to (COMPLIANCE_ALLOW_PLACEHOLDERS); running, it names
 * them on every admin page.
 */
export function placeholderTexts(compliance: ComplianceTexts, release: ComplianceText): PlaceholderText[] {
  return [compliance.certification, ...compliance.texts, compliance.clearinghouseConsent, release]
    .filter(isShippedText)
    .map((text) => ({ file: `${text.key}.md`, title: text.title, version: text.version }));
}

/**
 * Loads and checks every text in force once, at start: the certification, then each notice and
 * authorisation (PSP only when `pspEnabled`). `required` lists the keys a signature must accept;
 * undefined means all of them.
 */
export function loadComplianceTexts(
  dir: string,
  options: { pspEnabled: boolean; required: readonly string[] | undefined },
): ComplianceTexts {
  const inForce = COMPLIANCE_TEXT_KEYS.filter((key) => key !== 'psp' || options.pspEnabled);
  const required = new Set(options.required ?? inForce);
  const unknown = [...required].filter((key) => !(inForce as readonly string[]).includes(key));
  if (unknown.length > 0)
    throw new ComplianceTextsError(
      `COMPLIANCE_REQUIRED names ${unknown.join(', ')}, not among the texts in force (${inForce.join(', ')})`,
    );
  // A carrier's folder made before this text existed keeps working on the shipped default.
  const consentDir = existsSync(path.join(dir, `${CLEARINGHOUSE_CONSENT_FILE_KEY}.md`))
    ? dir
    : SHIPPED_COMPLIANCE_TEXTS_DIR;
  return {
    certification: readComplianceText(dir, CERTIFICATION_KEY, true),
    texts: inForce.map((key) => readComplianceText(dir, key, required.has(key))),
    clearinghouseConsent: readComplianceText(consentDir, CLEARINGHOUSE_CONSENT_FILE_KEY, true),
  };
}

/** The release a driver signs for each previous employer (49 CFR 391.23, 40.25; decision 030). */
export const RELEASE_KEY = 'previous_employer_release';

/**
 * The release text: the carrier's own file when its folder has one, the shipped default otherwise,
 * so a folder made before the previous-employer checks still starts.
 */
export function loadReleaseText(dir: string): LoadedComplianceText {
  const own = path.join(dir, `${RELEASE_KEY}.md`);
  return readComplianceText(existsSync(own) ? dir : SHIPPED_COMPLIANCE_TEXTS_DIR, RELEASE_KEY, true);
}

/**
 * The privacy policy the public page shows and the texts of the consents per purpose (decision
 * 031): the carrier's files when its folder has them, the shipped defaults otherwise. The policy
 * comes with the carrier's translations of its current version (`privacy_policy.fr.md`), which the
 * French page shows in its place.
 */
export const PRIVACY_TEXT_KEYS = {
  policy: 'privacy_policy',
  talent_pool: 'consent_talent_pool',
  sms: 'consent_sms',
} as const;

export function loadPrivacyTexts(dir: string): {
  policy: LoadedComplianceText;
  consents: { talent_pool: ComplianceText; sms: ComplianceText };
} {
  const read = (key: string) =>
    readComplianceText(existsSync(path.join(dir, `${key}.md`)) ? dir : SHIPPED_COMPLIANCE_TEXTS_DIR, key, false);
  return {
    policy: read(PRIVACY_TEXT_KEYS.policy),
    consents: { talent_pool: read(PRIVACY_TEXT_KEYS.talent_pool), sms: read(PRIVACY_TEXT_KEYS.sms) },
  };
}
