import { z } from 'zod';

/** A text that must be filled in, with the spec's message for a blank one; chain `.pipe()` for the rest. */
export const filledIn = (message: string) => z.string().trim().min(1, { message });

/** Password and confirmation agree once trimmed (the password is trimmed before sending, SPEC §5). */
export const confirmationMatches = (values: { password?: string | null; confirm_password: string }) =>
  (values.password ?? '').trim() === values.confirm_password.trim();
