import type { Catalogue } from './catalogue-en.js';
import { accountFr } from './fr/account.js';
import { adminFr } from './fr/admin.js';
import { apiFr } from './fr/api.js';
import { applicationPdfFr } from './fr/application-pdf.js';
import { careersFr } from './fr/careers.js';
import { careersSiteFr } from './fr/careers-site.js';
import { correctionsFr } from './fr/corrections.js';
import { hiringFr } from './fr/hiring.js';
import { investigationFileFr } from './fr/investigation-file.js';
import { languageFr } from './fr/language.js';
import { mailFr } from './fr/mail.js';
import { onboardingFr } from './fr/onboarding.js';
import { privacyFr } from './fr/privacy.js';
import { privacyExportFr } from './fr/privacy-export.js';
import { signingFr } from './fr/signing.js';
import { teamFr } from './fr/team.js';
import { timelineFr } from './fr/timeline.js';
import { verificationsFr } from './fr/verifications.js';

/**
 * French (Quebec), by the ids of the English catalogue, in ICU MessageFormat: one file per file of
 * `en/`. Usage follows the Office québécois de la langue française: « courriel »,
 * « camionneur ou camionneuse » (a driver is named in both genders, or as « la personne »),
 * « permis de conduire de classe 1 »; no space before ? ! ; and a non-breaking space before a colon. A text left equal to its English must be in FRENCH_SAME_AS_ENGLISH
 * (catalogue.test.ts), reviewed.
 */
export const catalogueFr: Catalogue = {
  ...accountFr,
  ...adminFr,
  ...apiFr,
  ...applicationPdfFr,
  ...careersFr,
  ...careersSiteFr,
  ...correctionsFr,
  ...privacyExportFr,
  ...hiringFr,
  ...investigationFileFr,
  ...languageFr,
  ...mailFr,
  ...onboardingFr,
  ...privacyFr,
  ...signingFr,
  ...teamFr,
  ...timelineFr,
  ...verificationsFr,
};
