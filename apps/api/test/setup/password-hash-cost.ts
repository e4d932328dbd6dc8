import { vi } from 'vitest';

/**
 * Every account a test makes hashes its password once and checks it at each login. At the
 * production cost (19 MiB, 2 passes) each costs tens of milliseconds of a core, for a strength
 * no test is about; here the app still hashes with Argon2id through the same code, at the
 * smallest cost. The stored hash names its own cost, so checking a password is as cheap.
 */
vi.mock('@node-rs/argon2', async (importOriginal) => {
  const argon2 = await importOriginal<typeof import('@node-rs/argon2')>();
  return {
    ...argon2,
    hash: (password: string, options?: Parameters<typeof argon2.hash>[1]) =>
      argon2.hash(password, { ...options, memoryCost: 1024, timeCost: 1 }),
  };
});
