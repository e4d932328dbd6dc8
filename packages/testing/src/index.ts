export { type BuiltServer, type BuiltServerOptions, spawnBuiltServer, startBuiltServer } from './built-server.ts';
export { BENCH_CHROMIUM_PATH, benchChromiumLaunchOptions, CHROMIUM_FLAGS, chromiumLaunchOptions } from './chromium.ts';
export {
  ADDITIONAL_LICENCES,
  type Answer,
  type Driver,
  fetchReferenceIds,
  finalSubmitSteps,
  JOURNEY_DRIVER,
  journey,
  type OnboardingDocuments,
  type ReferenceIds,
  SIGN_STEP,
  SMALL_PDF,
  type Step,
  WORK_HISTORY_ENTRIES,
} from './driver-journey.ts';
export {
  additionalLicense,
  applyForm,
  onboardingForm,
  primaryLicense,
  qualifications,
  SHIPPED_REQUIRED_CONSENTS,
  signBody,
  workHistoryEntry,
} from './final-submit-payloads.ts';
export { linkIn, type Mailbox, type ReceivedMail, readMailFromDir, startMailbox } from './mailbox.ts';
export { type ObjectStore, startObjectStore } from './object-store.ts';
export { createPostgresDatabase, type PostgresDatabase, withPostgresClient } from './postgres-databases.ts';
export { type PostgresServer, startPostgres } from './postgres-server.ts';
