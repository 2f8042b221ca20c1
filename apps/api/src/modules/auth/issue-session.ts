import type { Config } from '../../config.ts';
import type { UserRow } from './auth.repository.ts';
import { signSessionToken } from './session-token.ts';

/** AuthData (docs/product/data.md#users) for a user who just signed in or signed up. */
export async function issueSession({
  user,
  config,
  now,
  isNewUser,
}: {
  user: UserRow;
  config: Pick<Config, 'jwtSecret' | 'jwtTtlSeconds'>;
  now: Date;
  isNewUser: boolean;
}) {
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
    isNewUser,
  };
}
