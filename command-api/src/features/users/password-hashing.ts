/**
 * Loaded at the first hash or check, not with the module: of the services that import this
 * package, only the command API ever checks a password.
 */
const argon2 = () => import('@node-rs/argon2');

/** The library's `Algorithm.Argon2id`; its enum is ambient-const and cannot be imported here. */
const ARGON2ID = 2;

/** Argon2id with OWASP's recommended minimum: 19 MiB of memory, 2 iterations, 1 lane. */
const OPTIONS = { algorithm: ARGON2ID, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export async function hashPassword(password: string): Promise<string> {
  return (await argon2()).hash(password, OPTIONS);
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await (await argon2()).verify(passwordHash, password);
  } catch {
    return false;
  }
}

/**
 * Verified against when the username is unknown, so a wrong name takes as long as a wrong
 * password and sign-in does not reveal which accounts exist.
 */
export const DUMMY_HASH_INPUT = 'not-a-real-password';
