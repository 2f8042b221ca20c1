import { SignJWT, errors, jwtVerify } from 'jose';

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
  try {
    const { payload } = await jwtVerify(token, keyOf(secret), { algorithms: [ALGORITHM], currentDate: now });
    if (typeof payload.sub !== 'string' || typeof payload.tv !== 'string') return null;
    return { userId: payload.sub, tokenVersion: payload.tv };
  } catch (error) {
    if (error instanceof errors.JOSEError) return null;
    throw error;
  }
}
