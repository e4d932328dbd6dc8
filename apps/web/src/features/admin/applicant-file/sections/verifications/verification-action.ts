/** The form a recruiter has opened on a check, if any. */
export type VerificationAction = 'contact' | 'answer' | 'close' | null;
