import type { AdminVerification } from '@roadhire/shared';

/** The answer of every call on an application's checks: the whole list, so the screen replaces it. */
export type VerificationList = { verifications: AdminVerification[] };
