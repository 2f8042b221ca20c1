import type { Config } from '../../config.ts';
import type { Db } from '../../db/types.ts';
import { badUserInput } from '../../errors.ts';
import { findUserByEmail } from './auth.repository.ts';
import { verifyPassword } from './passwords.ts';
import { signSessionToken } from './session-token.ts';

export type LoginInput = {
  type: string;
  email?: string | null | undefined;
  password?: string | null | undefined;
};

// accounts §8: one message whether the e-mail or the password is wrong, so accounts cannot be probed.
const INVALID_CREDENTIALS = 'Invalid credentials!';

export async function login({
  db,
  config,
  input,
  now,
}: {
  db: Db;
  config: Pick<Config, 'jwtSecret' | 'jwtTtlSeconds'>;
  input: LoginInput;
  now: Date;
}) {
  // "google" (and Apple) sign-in arrives with the accounts module; only e-mail + password for now.
  if (input.type !== 'default') throw badUserInput('Unsupported login type');
  const email = (input.email ?? '').trim().toLowerCase();
  const password = input.password ?? '';
  const user = email ? await findUserByEmail(db, email) : undefined;
  const isValid = await verifyPassword({ passwordHash: user?.passwordHash ?? null, password });
  if (!user || !isValid || !user.isActive) throw badUserInput(INVALID_CREDENTIALS);

  const { token, expiresAt } = await signSessionToken({
    userId: user.id,
    tokenVersion: user.tokenVersion,
    secret: config.jwtSecret,
    ttlSeconds: config.jwtTtlSeconds,
    now,
  });
  return {
    userId: user.id,
    token,
    tokenExpiration: expiresAt.toISOString(),
    name: user.name,
    email: user.email,
    phone: user.phone,
    isNewUser: false,
  };
}
