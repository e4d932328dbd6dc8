/**
 * SPEC §2 Register: 'Go to Login' opens /login?verified=1, but the address is not verified yet.
 * The history entry carries the new account's email, so the login page asks to open the mailed
 * link instead of saying the email was verified (the link itself arrives without this state).
 */
interface AfterRegister {
  registeredEmail: string;
}

export const afterRegisterState = (email: string): AfterRegister => ({ registeredEmail: email });

export function registeredEmailOf(state: unknown): string | undefined {
  const { registeredEmail } = (state ?? {}) as Partial<AfterRegister>;
  return typeof registeredEmail === 'string' && registeredEmail ? registeredEmail : undefined;
}
