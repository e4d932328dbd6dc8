// Every text SPEC.md quotes, verbatim, in one place (SPEC §2, §4, §5, §8).
// Server-side texts the spec leaves open follow them, in the same voice.
// One file per audience under messages/, gathered here: the English source of the catalogues
// (i18n/), through which screens, answers and pages read each text by its id.
import { accountMessages } from './messages/account.js';
import { adminMessages } from './messages/admin.js';
import { apiMessages } from './messages/api.js';
import { applicationPdfMessages } from './messages/application-pdf.js';
import { careersMessages } from './messages/careers.js';
import { careersSiteMessages } from './messages/careers-site.js';
import { correctionMessages } from './messages/corrections.js';
import { hiringMessages } from './messages/hiring.js';
import { investigationFileMessages } from './messages/investigation-file.js';
import { languageMessages } from './messages/language.js';
import { onboardingMessages } from './messages/onboarding.js';
import { privacyMessages } from './messages/privacy.js';
import { privacyExportMessages } from './messages/privacy-export.js';
import { signingMessages } from './messages/signing.js';
import { verificationMessages } from './messages/verifications.js';

export const messages = {
  ...accountMessages,
  ...careersSiteMessages,
  ...careersMessages,
  ...onboardingMessages,
  ...signingMessages,
  ...verificationMessages,
  ...adminMessages,
  ...hiringMessages,
  ...privacyMessages,
  ...correctionMessages,
  ...privacyExportMessages,
  ...applicationPdfMessages,
  ...investigationFileMessages,
  ...apiMessages,
  ...languageMessages,
} as const;

export { careersSiteMessages };
