import type { RateLimiter } from '../../adapters/rate-limit/rate-limiter.ts';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/types.ts';
import { badUserInput, userError } from '../../errors.ts';
import { isUniqueViolation } from '../../lib/db-errors.ts';
import {
  enforceRateLimits,
  escalating,
  refundRateLimits,
  type RateLimitCheck,
} from '../../lib/rate-limits.ts';
import {
  findUserByEmail,
  findUserByGoogleSub,
  insertGoogleUser,
  linkGoogleAccount,
  saveNotificationToken,
  type UserRow,
} from './auth.repository.ts';
import { GOOGLE_SIGN_IN_FAILED, verifyGoogleIdToken } from './google-id-token.ts';
import { issueSession } from './issue-session.ts';
import { verifyPassword } from './passwords.ts';

export type LoginInput = {
  type: string;
  email?: string | null | undefined;
  password?: string | null | undefined;
  idToken?: string | null | undefined;
  name?: string | null | undefined;
  notificationToken?: string | null | undefined;
};

type LoginOptions = {
  db: Db;
  config: Pick<Config, 'jwtSecret' | 'jwtTtlSeconds' | 'rateLimits' | 'googleClientId' | 'googleJwksUrl'>;
  rateLimiter: RateLimiter;
  clientIp: string;
  input: LoginInput;
  now: Date;
};

// One message whether the e-mail or the password is wrong, so accounts cannot be probed
// (docs/product/errors.md#accounts).
const INVALID_CREDENTIALS = 'Invalid credentials!';
const MAX_NOTIFICATION_TOKEN_LENGTH = 4096;

/**
 * Sign-in (docs/product/accounts.md#sign-in): type "default" with e-mail and password, type "google" with a
 * Google ID token. Rate-limited per IP and, for passwords, per account (docs/security.md).
 */
export async function login(options: LoginOptions) {
  const { input } = options;
  const signIn = SIGN_IN_BY_TYPE.get(input.type);
  if (!signIn) throw badUserInput('Unsupported login type');
  const user = await signIn(options);

  const token = input.notificationToken?.trim();
  if (token && token.length <= MAX_NOTIFICATION_TOKEN_LENGTH) {
    await saveNotificationToken(options.db, user.row.id, token);
  }
  return issueSession({ user: user.row, config: options.config, now: options.now, isNewUser: user.isNew });
}

type SignedIn = { row: UserRow; isNew: boolean };

// Apple sign-in (appleId in the SDL) is not offered: "apple" is an unsupported type.
const SIGN_IN_BY_TYPE = new Map<string, (options: LoginOptions) => Promise<SignedIn>>([
  ['default', (options) => loginWithPassword(options)],
  ['google', (options) => loginWithGoogle(options)],
]);

async function loginWithPassword({
  db,
  config,
  rateLimiter,
  clientIp,
  input,
  now,
}: LoginOptions): Promise<SignedIn> {
  const email = (input.email ?? '').trim().toLowerCase();
  // docs/security.md "Login throttling": failed guesses are counted per address and per account from
  // that address, with a growing delay, so one client guessing never locks the owner out elsewhere.
  // Each attempt is counted before the password is checked and refunded if it was right.
  const limits = { rateLimiter, config, now };
  const checks: RateLimitCheck[] = [
    { rule: 'loginPerIp', subject: clientIp },
    ...(email ? escalating('loginPerAccountIp', `${email} ${clientIp}`) : []),
  ];
  await enforceRateLimits({ ...limits, checks });
  const password = input.password ?? '';
  const user = email ? await findUserByEmail(db, email) : undefined;
  // Many addresses guessing at one account meet a looser ceiling. It counts per token version, which a
  // password reset changes: a reset code lets the owner back in at once.
  if (email) {
    const account = user ? `user:${user.id}:${user.tokenVersion}` : email;
    const accountCheck: RateLimitCheck = { rule: 'loginPerAccount', subject: account };
    checks.push(accountCheck);
    await enforceRateLimits({ ...limits, checks: [accountCheck] });
  }
  const isValid = await verifyPassword({ passwordHash: user?.passwordHash ?? null, password });
  if (!user || !isValid || !user.isActive) throw userError('INVALID_CREDENTIALS', INVALID_CREDENTIALS);
  await refundRateLimits({ ...limits, checks });
  return { row: user, isNew: false };
}

/**
 * Finds the account by Google's subject id, else links the account with the same (Google-verified)
 * e-mail, else creates one: isNewUser true, name from the token (docs/product/accounts.md#sign-in).
 */
async function loginWithGoogle({
  db,
  config,
  rateLimiter,
  clientIp,
  input,
  now,
}: LoginOptions): Promise<SignedIn> {
  if (!config.googleClientId) throw badUserInput('Google sign-in is not configured');
  await enforceRateLimits({ rateLimiter, config, now, checks: [{ rule: 'loginPerIp', subject: clientIp }] });
  const idToken = input.idToken?.trim();
  if (!idToken) throw badUserInput(GOOGLE_SIGN_IN_FAILED);
  const identity = await verifyGoogleIdToken({
    idToken,
    clientId: config.googleClientId,
    jwksUrl: config.googleJwksUrl,
    now,
  });

  let signedIn = await findGoogleAccount(db, identity);
  if (!signedIn) {
    const name = identity.name ?? (input.name?.trim().slice(0, 200) || identity.email.split('@')[0]!);
    const values = { name, email: identity.email, googleSub: identity.sub, picture: identity.picture };
    try {
      signedIn = { row: await insertGoogleUser(db, values), isNew: true };
    } catch (error) {
      // Two first sign-ins at once: the other request created the account.
      if (!isUniqueViolation(error)) throw error;
      signedIn = await findGoogleAccount(db, identity);
    }
  }
  if (!signedIn || !signedIn.row.isActive) throw userError('INVALID_CREDENTIALS', INVALID_CREDENTIALS);
  return signedIn;
}

async function findGoogleAccount(
  db: Db,
  identity: { sub: string; email: string; picture: string | undefined },
): Promise<SignedIn | null> {
  const linked = await findUserByGoogleSub(db, identity.sub);
  if (linked) return { row: linked, isNew: false };
  const byEmail = await findUserByEmail(db, identity.email);
  if (!byEmail) return null;
  // The e-mail already belongs to an account linked to another Google account: do not take it over.
  if (byEmail.googleSub) throw badUserInput(GOOGLE_SIGN_IN_FAILED);
  return {
    row: await linkGoogleAccount(db, byEmail, { googleSub: identity.sub, picture: identity.picture }),
    isNew: false,
  };
}
