import { emailSchema } from '@food/domain';
import { createRemoteJWKSet, errors, jwtVerify } from 'jose';
import { badUserInput } from '../../errors.ts';

// Google ID tokens (login type "google"): RS256 JWTs signed with Google's published keys, issued by
// accounts.google.com, for our client id, with a verified e-mail.

export const GOOGLE_SIGN_IN_FAILED = 'Google sign-in failed. Please try again.';
const ISSUERS = ['accounts.google.com', 'https://accounts.google.com'];

export type GoogleIdentity = {
  sub: string;
  email: string;
  name: string | undefined;
  picture: string | undefined;
};

// One key set per URL for the process: jose caches the keys and refetches on an unknown key id.
const keySets = new Map<string, ReturnType<typeof createRemoteJWKSet>>();
function keySetFor(url: string) {
  let keySet = keySets.get(url);
  if (!keySet) {
    keySet = createRemoteJWKSet(new URL(url), { timeoutDuration: 5000 });
    keySets.set(url, keySet);
  }
  return keySet;
}

const text = (value: unknown) => (typeof value === 'string' && value.trim() ? value.trim() : undefined);

export async function verifyGoogleIdToken({
  idToken,
  clientId,
  jwksUrl,
  now,
}: {
  idToken: string;
  clientId: string;
  jwksUrl: string;
  now: Date;
}): Promise<GoogleIdentity> {
  let payload;
  try {
    ({ payload } = await jwtVerify(idToken, keySetFor(jwksUrl), {
      algorithms: ['RS256'],
      issuer: ISSUERS,
      audience: clientId,
      currentDate: now,
    }));
  } catch (error) {
    // Google's keys unreachable is our problem, not the user's: masked and logged as unexpected.
    if (error instanceof errors.JWKSTimeout || error instanceof errors.JWKSInvalid) throw error;
    if (error instanceof errors.JOSEError) throw badUserInput(GOOGLE_SIGN_IN_FAILED);
    throw error;
  }
  const email = emailSchema.safeParse(payload['email']);
  if (!text(payload.sub) || !email.success) throw badUserInput(GOOGLE_SIGN_IN_FAILED);
  if (payload['email_verified'] !== true && payload['email_verified'] !== 'true') {
    throw badUserInput('Your Google e-mail address is not verified');
  }
  return {
    sub: payload.sub!,
    email: email.data,
    name: text(payload['name'])?.slice(0, 200),
    picture: text(payload['picture']),
  };
}
