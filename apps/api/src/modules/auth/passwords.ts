import { hash, verify } from '@node-rs/argon2';

// Passwords are stored as argon2id hashes (docs/product/changes-from-upstream.md#applications);
// @node-rs/argon2 defaults to argon2id with the OWASP-recommended cost (19 MiB, 2 passes).

/** Longer inputs are refused before hashing so a huge password cannot tie up the CPU. */
export const MAX_PASSWORD_LENGTH = 1024;

export function hashPassword(password: string): Promise<string> {
  return hash(password);
}

let dummyHash: Promise<string> | undefined;

/**
 * True when `password` matches `passwordHash`. With no hash (unknown e-mail, social-only account) a
 * dummy hash is still verified, so response time does not reveal which e-mails have accounts.
 */
export async function verifyPassword({
  passwordHash,
  password,
}: {
  passwordHash: string | null;
  password: string;
}): Promise<boolean> {
  if (password.length > MAX_PASSWORD_LENGTH) return false;
  if (!passwordHash) {
    dummyHash ??= hash('not-a-real-password');
    await verify(await dummyHash, password).catch(() => false);
    return false;
  }
  return verify(passwordHash, password).catch(() => false);
}
