import type { Db } from '../../db/types.ts';
import { isUuid } from '../../lib/ids.ts';
import { findUserById, type UserRow } from './auth.repository.ts';
import { verifySessionToken } from './session-token.ts';

/** Reads "Bearer <jwt>" (HTTP header) or a bare token (websocket connectionParams). */
export function tokenFromAuthorization(authorization: string | null | undefined): string | null {
  const value = authorization?.trim();
  if (!value) return null;
  const match = /^(\S+)\s+(.+)$/.exec(value);
  if (!match) return value;
  return match[1]!.toLowerCase() === 'bearer' ? match[2]!.trim() : null;
}

/**
 * The signed-in user for a request, or null. A missing, malformed, expired or revoked token means
 * "signed out", not an error: public queries keep working and user-only ones say UNAUTHENTICATED.
 */
export async function authenticate({
  db,
  secret,
  authorization,
  now,
}: {
  db: Db;
  secret: string;
  authorization: string | null | undefined;
  now: Date;
}): Promise<UserRow | null> {
  const token = tokenFromAuthorization(authorization);
  if (!token) return null;
  const claims = await verifySessionToken({ token, secret, now });
  if (!claims || !isUuid(claims.userId)) return null;
  const user = await findUserById(db, claims.userId);
  if (!user || !user.isActive || user.tokenVersion !== claims.tokenVersion) return null;
  return user;
}
