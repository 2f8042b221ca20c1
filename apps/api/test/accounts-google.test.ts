import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { SignJWT, exportJWK, generateKeyPair, type JWTPayload } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../src/db/schema/index.ts';
import { LOGIN, PROFILE, failure, uniqueEmail, type AuthData } from './helpers/accounts.ts';
import { createUser } from './helpers/factories.ts';
import { createTestDatabase, type TestDatabase } from './helpers/test-db.ts';
import { createTestApp, testConfig, type TestApp } from './helpers/test-server.ts';

// Google sign-in against a locally generated key set served by a local HTTP server: no network.

const NOW = new Date('2025-06-04T12:00:00Z');
const CLIENT_ID = 'web-client.apps.googleusercontent.com';

let database: TestDatabase;
let api: TestApp;
let jwks: Server;
let googleKey: CryptoKey;
let strangerKey: CryptoKey;

beforeAll(async () => {
  const google = await generateKeyPair('RS256', { extractable: true });
  const stranger = await generateKeyPair('RS256');
  googleKey = google.privateKey;
  strangerKey = stranger.privateKey;
  const publicJwk = { ...(await exportJWK(google.publicKey)), kid: 'google-1', alg: 'RS256', use: 'sig' };
  jwks = createServer((_req, res) => {
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end(JSON.stringify({ keys: [publicJwk] }));
  });
  await new Promise<void>((resolve) => jwks.listen(0, '127.0.0.1', resolve));
  const { port } = jwks.address() as AddressInfo;

  database = await createTestDatabase();
  api = await createTestApp({
    db: database.db,
    now: NOW,
    config: testConfig({
      googleClientId: CLIENT_ID,
      googleJwksUrl: `http://127.0.0.1:${port}/oauth2/v3/certs`,
    }),
  });
});
afterAll(async () => {
  await api.app.close();
  await database.close();
  await new Promise((resolve) => jwks.close(resolve));
});

let subject = 0;
function idToken(claims: JWTPayload = {}, { key = googleKey, kid = 'google-1' } = {}) {
  const issuedAt = Math.floor(NOW.getTime() / 1000) - 60;
  return new SignJWT({
    iss: 'https://accounts.google.com',
    aud: CLIENT_ID,
    sub: `google-sub-${++subject}`,
    iat: issuedAt,
    exp: issuedAt + 3600,
    email_verified: true,
    name: 'Zara Google',
    ...claims,
  })
    .setProtectedHeader({ alg: 'RS256', kid })
    .sign(key);
}

const googleLogin = async (token: string) =>
  api.gql<{ login: AuthData }>(LOGIN, { type: 'google', idToken: token });

describe('login with Google', () => {
  it('creates the account on first use (isNewUser, name from the token), then signs the same account in', async () => {
    const email = uniqueEmail('zara');
    const token = await idToken({ email: email.toUpperCase(), sub: 'google-zara' });
    const first = await googleLogin(token);
    expect(first.errors).toBeUndefined();
    expect(first.data!.login).toMatchObject({ name: 'Zara Google', email, phone: null, isNewUser: true });

    const again = await googleLogin(await idToken({ email, sub: 'google-zara' }));
    expect(again.data!.login).toMatchObject({ userId: first.data!.login.userId, isNewUser: false });
    const profile = await api.gql(PROFILE, undefined, { token: again.data!.login.token });
    expect(profile.data!.profile).toMatchObject({ email, emailIsVerified: true });
  });

  it('links an existing e-mail account to the Google account', async () => {
    const existing = await createUser(database.db, { email: uniqueEmail('linked'), name: 'Existing Name' });
    const response = await googleLogin(await idToken({ email: existing.email, sub: 'google-linked' }));
    expect(response.data!.login).toMatchObject({
      userId: existing.id,
      name: 'Existing Name',
      isNewUser: false,
    });
    const [row] = await database.db.select().from(users).where(eq(users.id, existing.id));
    expect(row).toMatchObject({ googleSub: 'google-linked', emailIsVerified: true });
  });

  it.each([
    ['a wrong audience', () => idToken({ email: uniqueEmail(), aud: 'someone-else' })],
    ['a wrong issuer', () => idToken({ email: uniqueEmail(), iss: 'https://evil.example' })],
    ['a key Google does not publish', () => idToken({ email: uniqueEmail() }, { key: strangerKey })],
    ['an expired token', () => idToken({ email: uniqueEmail(), exp: Math.floor(NOW.getTime() / 1000) - 1 })],
    ['no e-mail', () => idToken({})],
    ['garbage', async () => 'not.a.token'],
  ])('refuses %s: "Google sign-in failed. Please try again."', async (_name, make) => {
    expect(failure(await googleLogin(await make()))).toEqual({
      code: 'BAD_USER_INPUT',
      message: 'Google sign-in failed. Please try again.',
    });
  });

  it('refuses an unverified e-mail', async () => {
    const response = await googleLogin(await idToken({ email: uniqueEmail(), email_verified: false }));
    expect(failure(response)).toEqual({
      code: 'BAD_USER_INPUT',
      message: 'Your Google e-mail address is not verified',
    });
  });

  it('does not take over an e-mail already linked to another Google account', async () => {
    const email = uniqueEmail('owned');
    await createUser(database.db, { email, googleSub: 'google-owner' });
    expect(failure(await googleLogin(await idToken({ email, sub: 'google-intruder' })))?.message).toBe(
      'Google sign-in failed. Please try again.',
    );
  });

  it('is "Google sign-in is not configured" without GOOGLE_CLIENT_ID', async () => {
    const unconfigured = await createTestApp({ db: database.db, now: NOW });
    try {
      const response = await unconfigured.gql(LOGIN, {
        type: 'google',
        idToken: await idToken({ email: uniqueEmail() }),
      });
      expect(failure(response)).toEqual({
        code: 'BAD_USER_INPUT',
        message: 'Google sign-in is not configured',
      });
    } finally {
      await unconfigured.app.close();
    }
  });

  it.each(['apple', 'constructor', '__proto__'])(
    'login type %j is "Unsupported login type"',
    async (type) => {
      expect(failure(await api.gql(LOGIN, { type, idToken: 'x' }))).toEqual({
        code: 'BAD_USER_INPUT',
        message: 'Unsupported login type',
      });
    },
  );
});
