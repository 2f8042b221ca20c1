import type { GraphQLContext } from '../../context.ts';
import { revokeSessions } from './auth.repository.ts';

/**
 * Logout revokes the session on the server (docs/security.md "Sessions"): the token the browser held
 * stays valid as a JWT until it expires, so only a new token version makes the server refuse it.
 */
export async function logout({ db, viewer }: Pick<GraphQLContext, 'db' | 'viewer'>): Promise<boolean> {
  const user = await viewer();
  if (!user) return false;
  await revokeSessions(db, user.id);
  return true;
}
