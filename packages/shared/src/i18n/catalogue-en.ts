import type { Catalogue } from './catalogue.js';
import { accountEn } from './en/account.js';
import { adminEn } from './en/admin.js';
import { apiEn } from './en/api.js';
import { applicationPdfEn } from './en/application-pdf.js';
import { careersEn } from './en/careers.js';
import { careersSiteEn } from './en/careers-site.js';
import { correctionsEn } from './en/corrections.js';
import { hiringEn } from './en/hiring.js';
import { investigationFileEn } from './en/investigation-file.js';
import { languageEn } from './en/language.js';
import { onboardingEn } from './en/onboarding.js';
import { privacyEn } from './en/privacy.js';
import { privacyExportEn } from './en/privacy-export.js';
import { signingEn } from './en/signing.js';
import { teamEn } from './en/team.js';
import { timelineEn } from './en/timeline.js';
import { verificationsEn } from './en/verifications.js';
import { mailEn } from './mail-en.js';

export type { Catalogue } from './catalogue.js';

/**
 * English, the source of the catalogues: one file per audience under `en/`, each text once, in ICU
 * MessageFormat by id (`group.key`, `group.sub.key`, `group.list.0`). French sits beside it in `fr/`
 * under the same ids. The mails' words are `mail-en.ts`.
 */
const english = {
  ...apiEn,
  ...careersEn,
  ...accountEn,
  ...careersSiteEn,
  ...languageEn,
  ...onboardingEn,
  ...signingEn,
  ...correctionsEn,
  ...privacyExportEn,
  ...verificationsEn,
  ...hiringEn,
  ...privacyEn,
  ...adminEn,
  ...teamEn,
  ...timelineEn,
  ...applicationPdfEn,
  ...investigationFileEn,
} satisfies Catalogue;

/** Every id of the catalogues: the English source's keys. */
export type MessageId = keyof typeof english | keyof typeof mailEn;

export const catalogueEn: Catalogue = { ...english, ...mailEn };
