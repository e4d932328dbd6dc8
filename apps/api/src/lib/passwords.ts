import { availableParallelism } from 'node:os';
import { hash, verify } from '@node-rs/argon2';

// Argon2id is the library's default algorithm; OWASP's baseline: 19 MiB, 2 iterations, 1 lane.
const OPTIONS = { memoryCost: 19_456, timeCost: 2, parallelism: 1 };

/**
 * Hashes run one core short of all of them: a burst of sign-ups or logins then waits its turn
 * instead of taking every core, so every other request keeps its speed (bench/journey.ts).
 */
const limit = oneCoreShort(availableParallelism());

export function hashPassword(password: string): Promise<string> {
  return limit(() => hash(password, OPTIONS));
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await limit(() => verify(passwordHash, password));
  } catch {
    return false;
  }
}

/** Verifying against a fixed hash keeps the timing the same whether or not the account exists. */
let dummyHash: Promise<string> | undefined;
export async function verifyAgainstDummy(password: string): Promise<void> {
  dummyHash ??= hashPassword('not-a-real-password-just-for-timing');
  await verifyPassword(await dummyHash, password);
}

/** Runs at most `cores - 1` (at least one) of the given tasks at a time, the rest in arrival order. */
function oneCoreShort(cores: number) {
  const slots = Math.max(1, cores - 1);
  let running = 0;
  const waiting: Array<() => void> = [];
  return async <T>(task: () => Promise<T>): Promise<T> => {
    if (running >= slots) await new Promise<void>((resolve) => waiting.push(resolve));
    else running++;
    try {
      return await task();
    } finally {
      const next = waiting.shift();
      if (next) next();
      else running--;
    }
  };
}
