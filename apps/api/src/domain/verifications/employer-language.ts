import { type Locale, type Translator, translatorFor } from '@roadhire/shared';

// The previous employer's language (decision 030): French for an employer in Quebec, English
// otherwise, unless the recruiter or the employer chose. Every mail to the employer, its form and
// the dates they carry speak it.

const fold = (text: string | null | undefined) =>
  (text ?? '').normalize('NFD').replace(/\p{M}/gu, '').replaceAll('.', '').replace(/\s+/g, ' ').trim().toLowerCase();

/** Quebec as the province field holds it: the list's name ("Quebec"), or as typed ("QC", "Québec"). */
const QUEBEC = new Set(['quebec', 'qc', 'que', 'pq', 'province de quebec', 'province of quebec']);

/** The language a check starts in from its employer's address: French in Quebec (Canada), else English. */
export function employerLanguageOf(address: { province: string | null; country: string | null }): Locale {
  const country = fold(address.country);
  const inCanada = country === '' || country === 'canada' || country === 'ca';
  return inCanada && QUEBEC.has(fold(address.province)) ? 'fr' : 'en';
}

let speakers: Promise<Record<Locale, Translator>> | undefined;

/** A translator per language, made once: a sweep's batch mails several employers in either. */
export function employerTranslators(): Promise<Record<Locale, Translator>> {
  speakers ??= Promise.all([translatorFor('en'), translatorFor('fr')]).then(([en, fr]) => ({ en, fr }));
  return speakers;
}

/** A period of employment in a language: "2024-01-01 to present", « 2024-01-01 – aujourd’hui ». */
export function periodIn(t: Translator['t'], from: string, to: string | null): string {
  return t('verifications.driver.period', { from, to: to ?? t('verifications.driver.present') });
}
