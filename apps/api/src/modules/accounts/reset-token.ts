import { createHash } from 'node:crypto';
import { SignJWT, errors, jwtVerify } from 'jose';

// A password reset needs a verified reset code (docs/product/changes-from-upstream.md#password-reset), which
// yields this short-lived token. It carries the user's token version, and resetPassword changes that version,
// so a token works once and dies with any other password change. Its key is derived separately from the
// session key, so a reset token can never pass as a session token, nor the reverse.

const ALGORITHM = 'HS256';
const AUDIENCE = 'password-reset';
export const RESET_TOKEN_TTL_SECONDS = 15 * 60;

export type ResetClaims = { userId: string; tokenVersion: string };

const keyOf = (secret: string) => createHash('sha256').update(`password-reset\0${secret}`).digest();

export async function signResetToken({
  userId,
  tokenVersion,
  secret,
  now,
}: ResetClaims & { secret: string; now: Date }): Promise<{ token: string; expiresAt: Date }> {
  const issuedAt = Math.floor(now.getTime() / 1000);
  const expiresAt = new Date((issuedAt + RESET_TOKEN_TTL_SECONDS) * 1000);
  const token = await new SignJWT({ purpose: 'reset', tv: tokenVersion })
    .setProtectedHeader({ alg: ALGORITHM })
    .setSubject(userId)
    .setAudience(AUDIENCE)
    .setIssuedAt(issuedAt)
    .setExpirationTime(expiresAt)
    .sign(keyOf(secret));
  return { token, expiresAt };
}

/** The token's claims, or null when it is malformed, forged, expired or not a reset token. */
export async function verifyResetToken({
  token,
  secret,
  now,
}: {
  token: string;
  secret: string;
  now: Date;
}): Promise<ResetClaims | null> {
  try {
    const { payload } = await jwtVerify(token, keyOf(secret), {
      algorithms: [ALGORITHM],
      audience: AUDIENCE,
      currentDate: now,
    });
    if (
      payload['purpose'] !== 'reset' ||
      typeof payload.sub !== 'string' ||
      typeof payload['tv'] !== 'string'
    ) {
      return null;
    }
    return { userId: payload.sub, tokenVersion: payload['tv'] };
  } catch (error) {
    if (error instanceof errors.JOSEError) return null;
    throw error;
  }
}
