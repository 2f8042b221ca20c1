import { SignJWT, errors, jwtVerify } from 'jose';
import { LRUCache } from 'lru-cache';

// Session tokens: HS256 JWTs with the user id as `sub`. `tv` carries users.token_version so a
// password change or "log out everywhere" (bumping the version) invalidates older tokens.

const ALGORITHM = 'HS256';

export type SessionClaims = { userId: string; tokenVersion: string };

const keyOf = (secret: string) => new TextEncoder().encode(secret);

export async function signSessionToken({
  userId,
  tokenVersion,
  secret,
  ttlSeconds,
  now,
}: SessionClaims & { secret: string; ttlSeconds: number; now: Date }): Promise<{
  token: string;
  expiresAt: Date;
}> {
  const issuedAt = Math.floor(now.getTime() / 1000);
  const expiresAt = new Date((issuedAt + ttlSeconds) * 1000);
  const token = await new SignJWT({ tv: tokenVersion })
    .setProtectedHeader({ alg: ALGORITHM })
    .setSubject(userId)
    .setIssuedAt(issuedAt)
    .setExpirationTime(expiresAt)
    .sign(keyOf(secret));
  return { token, expiresAt };
}

// Checking the signature (jose over WebCrypto, key import included) was the largest CPU cost of an
// authenticated request (docs/api-performance.md "placeOrder"), and a client sends the same token
// again and again. A token whose signature was checked once keeps its claims here, by secret; its
// expiry is still judged on every use at the request's clock, and authenticate still reads the user
// row (active, token version) every time, so revocation is unchanged.
const verified = new LRUCache<string, { secret: string; claims: SessionClaims; expiresAt: number }>({
  max: 10_000,
});

/** The token's claims, or null when it is malformed, forged or expired (the caller is signed out). */
export async function verifySessionToken({
  token,
  secret,
  now,
}: {
  token: string;
  secret: string;
  now: Date;
}): Promise<SessionClaims | null> {
  const seconds = Math.floor(now.getTime() / 1000);
  const known = verified.get(token);
  // As jose judges it: expired once `exp` is not after the current second.
  if (known?.secret === secret) return known.expiresAt > seconds ? known.claims : null;
  try {
    const { payload } = await jwtVerify(token, keyOf(secret), { algorithms: [ALGORITHM], currentDate: now });
    if (typeof payload.sub !== 'string' || typeof payload.tv !== 'string') return null;
    const claims = { userId: payload.sub, tokenVersion: payload.tv };
    if (typeof payload.exp === 'number') verified.set(token, { secret, claims, expiresAt: payload.exp });
    return claims;
  } catch (error) {
    if (error instanceof errors.JOSEError) return null;
    throw error;
  }
}
