import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outbox, users } from '../src/db/schema/index.ts';
import { signResetToken } from '../src/modules/accounts/reset-token.ts';
import { signSessionToken } from '../src/modules/auth/session-token.ts';
import {
  CHANGE_PASSWORD,
  FORGOT_PASSWORD,
  LOGIN,
  PROFILE,
  RESET_PASSWORD,
  VERIFY_RESET,
  failure,
  readCode,
  uniqueEmail,
  wrongCode,
} from './helpers/accounts.ts';
import { createUser } from './helpers/factories.ts';
import { createTestDatabase, type TestDatabase } from './helpers/test-db.ts';
import { TEST_JWT_SECRET, createTestApp, testConfig, type TestApp } from './helpers/test-server.ts';

const NOW = new Date('2025-06-04T12:00:00Z');
const seconds = (n: number) => new Date(NOW.getTime() + n * 1000);

let database: TestDatabase;
let api: TestApp;

beforeAll(async () => {
  database = await createTestDatabase();
  // The skip code must never open a password reset, even with both skips on.
  api = await createTestApp({
    db: database.db,
    now: NOW,
    config: testConfig({ verificationSkipCode: '424242' }),
  });
});
afterAll(async () => {
  await api.app.close();
  await database.close();
});

async function customer(password = 'Secret123') {
  return createUser(database.db, { email: uniqueEmail('reset'), password });
}

async function login(email: string, password: string) {
  return api.gql<{ login: { token: string } }>(LOGIN, { type: 'default', email, password });
}

async function resetToken(email: string) {
  await api.gql(FORGOT_PASSWORD, { email });
  const verified = await api.gql<{ verifyResetOtp: { resetToken: string; expiresAt: string } }>(
    VERIFY_RESET,
    {
      email,
      otp: await readCode(database.db, email),
    },
  );
  expect(verified.errors).toBeUndefined();
  return verified.data!.verifyResetOtp;
}

describe('password reset', () => {
  it('code by mail → reset token (15 min) → new password; old sessions end', async () => {
    api.setNow(NOW);
    const user = await customer();
    const oldSession = (await login(user.email, 'Secret123')).data!.login.token;

    const sent = await api.gql(FORGOT_PASSWORD, { email: user.email.toUpperCase() });
    expect(sent.data).toEqual({ forgotPassword: { result: true, retryAfter: 30, expiresIn: 600 } });
    const [mail] = await database.db.select().from(outbox).where(eq(outbox.recipient, user.email));
    expect(mail).toMatchObject({ channel: 'EMAIL', subject: 'Reset your Open Food password' });

    const { resetToken: token, expiresAt } = await resetToken(user.email);
    expect(expiresAt).toBe('2025-06-04T12:15:00.000Z');
    const reset = await api.gql(RESET_PASSWORD, { password: 'Newpass123', resetToken: token });
    expect(reset.errors).toBeUndefined();
    expect(reset.data).toEqual({ resetPassword: { result: true, message: 'Password reset done' } });

    expect((await login(user.email, 'Newpass123')).errors).toBeUndefined();
    expect(failure(await login(user.email, 'Secret123'))?.message).toBe('Invalid credentials!');
    expect(failure(await api.gql(PROFILE, undefined, { token: oldSession }))?.code).toBe('UNAUTHENTICATED');
  });

  it('a reset token works once', async () => {
    api.setNow(NOW);
    const user = await customer();
    const { resetToken: token } = await resetToken(user.email);
    expect(
      (await api.gql(RESET_PASSWORD, { password: 'Newpass123', resetToken: token })).errors,
    ).toBeUndefined();
    expect(failure(await api.gql(RESET_PASSWORD, { password: 'Other1234', resetToken: token }))).toEqual({
      code: 'INVALID_RESET_TOKEN',
      message: 'This password reset has expired. Please request a new code.',
    });
  });

  it('a reset token expires after 15 minutes', async () => {
    api.setNow(NOW);
    const user = await customer();
    const { resetToken: token } = await resetToken(user.email);
    api.setNow(seconds(15 * 60));
    expect(failure(await api.gql(RESET_PASSWORD, { password: 'Newpass123', resetToken: token }))?.code).toBe(
      'INVALID_RESET_TOKEN',
    );
  });

  it('a reset without a verified code fails: no token, a forged token, a session token, the skip code', async () => {
    api.setNow(NOW);
    const user = await customer();
    const session = (await login(user.email, 'Secret123')).data!.login.token;
    const forged = await signResetToken({
      userId: user.id,
      tokenVersion: user.tokenVersion,
      secret: 'x'.repeat(48),
      now: NOW,
    });
    for (const token of ['', 'not-a-token', session, forged.token]) {
      const response = await api.gql(RESET_PASSWORD, { password: 'Newpass123', resetToken: token });
      expect(failure(response)?.code).toBe('INVALID_RESET_TOKEN');
    }
    // A reset token is not a session either.
    const real = await signResetToken({
      userId: user.id,
      tokenVersion: user.tokenVersion,
      secret: TEST_JWT_SECRET,
      now: NOW,
    });
    expect(failure(await api.gql(PROFILE, undefined, { token: real.token }))?.code).toBe('UNAUTHENTICATED');

    await api.gql(FORGOT_PASSWORD, { email: user.email });
    expect(failure(await api.gql(VERIFY_RESET, { email: user.email, otp: '424242' }))?.code).toBe(
      'INVALID_CODE',
    );
    expect((await login(user.email, 'Secret123')).errors).toBeUndefined();
  });

  it('answers the same for an unknown e-mail, and mails nothing', async () => {
    api.setNow(NOW);
    const email = uniqueEmail('nobody');
    const response = await api.gql(FORGOT_PASSWORD, { email });
    expect(response.errors).toBeUndefined();
    expect(response.data).toEqual({ forgotPassword: { result: true, retryAfter: 30, expiresIn: 600 } });
    expect(await database.db.select().from(outbox).where(eq(outbox.recipient, email))).toEqual([]);
    // The cooldown and a code check behave as for a real account.
    expect(failure(await api.gql(FORGOT_PASSWORD, { email }))?.code).toBe('RATE_LIMITED');
    expect(failure(await api.gql(VERIFY_RESET, { email, otp: '123456' }))?.code).toBe('INVALID_CODE');
  });

  it('wrong reset codes count: the 6th try fails even with the right code', async () => {
    api.setNow(NOW);
    const user = await customer();
    await api.gql(FORGOT_PASSWORD, { email: user.email });
    const code = await readCode(database.db, user.email);
    for (let attempt = 0; attempt < 5; attempt++) {
      expect(failure(await api.gql(VERIFY_RESET, { email: user.email, otp: wrongCode(code) }))).toEqual({
        code: 'INVALID_CODE',
        message: 'Invalid code, please check and enter again',
      });
    }
    expect(failure(await api.gql(VERIFY_RESET, { email: user.email, otp: code }))?.code).toBe(
      'CODE_ATTEMPTS_EXCEEDED',
    );
  });

  it.each([
    ['short', 'Ab1'],
    ['no digit', 'Newpassword'],
    ['no upper case', 'newpass123'],
    ['empty', ''],
  ])('refuses a %s new password with "Invalid Password"', async (_name, password) => {
    const response = await api.gql(RESET_PASSWORD, { password, resetToken: 'whatever' });
    expect(failure(response)).toEqual({ code: 'BAD_USER_INPUT', message: 'Invalid Password' });
  });

  it.each([
    [FORGOT_PASSWORD, { email: 'nope' }, 'Invalid Email'],
    [VERIFY_RESET, { email: 'nope', otp: '123456' }, 'Invalid Email'],
    [VERIFY_RESET, { email: 'a@example.com', otp: '1234567' }, 'Invalid code, please check and enter again'],
  ])('malformed reset input is BAD_USER_INPUT (%#)', async (query, variables, message) => {
    expect(failure(await api.gql(query, variables))).toEqual({ code: 'BAD_USER_INPUT', message });
  });
});

describe('changePassword', () => {
  const rule =
    'Password must be at least 8 characters long and contain at least one lowercase letter, one uppercase letter, and one number';

  it('ends every other session of the account, and the caller goes on with a new token', async () => {
    api.setNow(NOW);
    const user = await customer();
    const first = (await login(user.email, 'Secret123')).data!.login.token;
    const second = (await login(user.email, 'Secret123')).data!.login.token;
    const response = await api.gql<{
      changePassword: { changed: boolean; token: string; tokenExpiration: string };
    }>(CHANGE_PASSWORD, { oldPassword: 'Secret123', newPassword: 'Changed123' }, { token: first });
    const change = response.data!.changePassword;
    expect(change).toEqual({ changed: true, token: expect.any(String), tokenExpiration: expect.any(String) });
    expect(new Date(change.tokenExpiration).getTime()).toBeGreaterThan(NOW.getTime());

    // The other session (another device, or someone who knew the old password) is signed out.
    expect(failure(await api.gql(PROFILE, undefined, { token: second }))?.code).toBe('UNAUTHENTICATED');
    // The caller's new token works; the one it changed the password with has ended like the others.
    expect((await api.gql(PROFILE, undefined, { token: change.token })).errors).toBeUndefined();
    expect(failure(await api.gql(PROFILE, undefined, { token: first }))?.code).toBe('UNAUTHENTICATED');
    expect((await login(user.email, 'Changed123')).errors).toBeUndefined();
    expect(failure(await login(user.email, 'Secret123'))?.code).toBe('INVALID_CREDENTIALS');
  });

  it('a reset ends every session of the account', async () => {
    api.setNow(NOW);
    const user = await customer();
    const tokens = [
      (await login(user.email, 'Secret123')).data!.login.token,
      (await login(user.email, 'Secret123')).data!.login.token,
    ];
    const { resetToken: token } = await resetToken(user.email);
    expect(
      (await api.gql(RESET_PASSWORD, { password: 'Newpass123', resetToken: token })).errors,
    ).toBeUndefined();
    for (const session of tokens) {
      expect(failure(await api.gql(PROFILE, undefined, { token: session }))?.code).toBe('UNAUTHENTICATED');
    }
  });

  it('answers false for a wrong current password and changes nothing', async () => {
    const user = await customer();
    const token = (await login(user.email, 'Secret123')).data!.login.token;
    const response = await api.gql(
      CHANGE_PASSWORD,
      { oldPassword: 'Wrong1234', newPassword: 'Changed123' },
      { token },
    );
    expect(response.data).toEqual({ changePassword: { changed: false, token: null, tokenExpiration: null } });
    expect((await login(user.email, 'Secret123')).errors).toBeUndefined();
    // Nothing changed: the session that asked is still signed in.
    expect((await api.gql(PROFILE, undefined, { token })).errors).toBeUndefined();
  });

  it.each([
    [{ oldPassword: '', newPassword: 'Changed123' }, 'Current password is required'],
    [{ oldPassword: 'Secret123', newPassword: '' }, 'New password is required'],
    [{ oldPassword: 'Secret123', newPassword: 'changed123' }, rule],
    [{ oldPassword: 'Secret123', newPassword: 'Chg123' }, rule],
  ])('%j is BAD_USER_INPUT "%s"', async (variables, message) => {
    const user = await customer();
    const { token } = await signSessionToken({
      userId: user.id,
      tokenVersion: user.tokenVersion,
      secret: TEST_JWT_SECRET,
      ttlSeconds: 3600,
      now: NOW,
    });
    api.setNow(NOW);
    expect(failure(await api.gql(CHANGE_PASSWORD, variables, { token }))).toEqual({
      code: 'BAD_USER_INPUT',
      message,
    });
  });

  it('is UNAUTHENTICATED when signed out', async () => {
    const response = await api.gql(CHANGE_PASSWORD, { oldPassword: 'Secret123', newPassword: 'Changed123' });
    expect(failure(response)?.code).toBe('UNAUTHENTICATED');
  });

  it('a deactivated account cannot reset its password', async () => {
    api.setNow(NOW);
    const user = await customer();
    const { resetToken: token } = await resetToken(user.email);
    await database.db.update(users).set({ isActive: false }).where(eq(users.id, user.id));
    expect(failure(await api.gql(RESET_PASSWORD, { password: 'Newpass123', resetToken: token }))?.code).toBe(
      'INVALID_RESET_TOKEN',
    );
  });
});
