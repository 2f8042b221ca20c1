import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { configuration, outbox, users } from '../src/db/schema/index.ts';
import {
  CHANGE_PASSWORD,
  LOGIN,
  PROFILE,
  SAVE_NOTIFICATION_TOKEN,
  SEND_PHONE_CODE,
  UPDATE_USER,
  VERIFY_PHONE,
  failure,
  readCode,
  uniqueEmail,
  uniquePhone,
  wrongCode,
} from './helpers/accounts.ts';
import { createConfiguration, createUser } from './helpers/factories.ts';
import { createTestDatabase, type TestDatabase } from './helpers/test-db.ts';
import { createTestApp, testConfig, type TestApp } from './helpers/test-server.ts';

const NOW = new Date('2025-06-04T12:00:00Z');

let database: TestDatabase;
let api: TestApp;

beforeAll(async () => {
  database = await createTestDatabase();
  await createConfiguration(database.db, { smsEnabled: true });
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

async function signedIn(values: Partial<typeof users.$inferInsert> = {}) {
  const user = await createUser(database.db, { email: uniqueEmail('profile'), ...values });
  const response = await api.gql<{ login: { token: string } }>(LOGIN, {
    type: 'default',
    email: user.email,
    password: 'Secret123',
  });
  return { user, token: response.data!.login.token };
}

// Writes outside the API tell its caches, as every writer must (docs/api-performance.md).
async function setConfiguration(values: Partial<typeof configuration.$inferInsert>) {
  await database.db.update(configuration).set(values);
  await api.app.catalog.changed({ configuration: true });
}

describe('phone verification', () => {
  it('texts a code, and the right code stores the phone as verified', async () => {
    const { token } = await signedIn();
    const phone = uniquePhone();
    const sent = await api.gql(SEND_PHONE_CODE, { phone }, { token });
    expect(sent.data).toEqual({ sendOtpToPhoneNumber: { result: true, retryAfter: 30, expiresIn: 600 } });
    const [sms] = await database.db.select().from(outbox).where(eq(outbox.recipient, phone));
    expect(sms).toMatchObject({ channel: 'SMS', subject: '' });
    expect(sms!.body).toMatch(/^Your Open Food verification code is \d{6}\. It expires in 10 minutes\.$/);

    const code = await readCode(database.db, phone);
    expect(failure(await api.gql(VERIFY_PHONE, { phone, otp: wrongCode(code) }, { token }))?.code).toBe(
      'INVALID_CODE',
    );
    const verified = await api.gql(VERIFY_PHONE, { phone, otp: code }, { token });
    expect(verified.errors).toBeUndefined();
    expect(verified.data!.verifyPhoneOtp).toMatchObject({ phone, phoneIsVerified: true });
  });

  it("refuses a phone that is another user's", async () => {
    const phone = uniquePhone();
    await createUser(database.db, { email: uniqueEmail(), phone });
    const { token } = await signedIn();
    const expected = {
      code: 'BAD_USER_INPUT',
      message: 'phone number already associated with some other user',
    };
    expect(failure(await api.gql(SEND_PHONE_CODE, { phone }, { token }))).toEqual(expected);
    expect(failure(await api.gql(VERIFY_PHONE, { phone, otp: '123456' }, { token }))).toEqual(expected);
    expect(failure(await api.gql(UPDATE_USER, { phone }, { token }))).toEqual(expected);
  });

  it("one user's code cannot verify the phone for another user", async () => {
    const alice = await signedIn();
    const mallory = await signedIn();
    const phone = uniquePhone();
    await api.gql(SEND_PHONE_CODE, { phone }, { token: alice.token });
    const code = await readCode(database.db, phone);
    expect(failure(await api.gql(VERIFY_PHONE, { phone, otp: code }, { token: mallory.token }))?.code).toBe(
      'INVALID_CODE',
    );
    expect(
      (await api.gql(VERIFY_PHONE, { phone, otp: code }, { token: alice.token })).errors,
    ).toBeUndefined();
  });

  it('accepts the skip code only while mobile verification is skipped', async () => {
    const { token } = await signedIn();
    const phone = uniquePhone();
    expect(failure(await api.gql(VERIFY_PHONE, { phone, otp: '424242' }, { token }))?.code).toBe(
      'INVALID_CODE',
    );
    await setConfiguration({ skipMobileVerification: true });
    try {
      const verified = await api.gql(VERIFY_PHONE, { phone, otp: '424242' }, { token });
      expect(verified.data!.verifyPhoneOtp).toMatchObject({ phone, phoneIsVerified: true });
    } finally {
      await setConfiguration({ skipMobileVerification: false });
    }
  });

  it.each([
    [{ phone: '' }, 'Phone number required'],
    [{ phone: 'abc' }, 'Invalid Phone number'],
    [{ phone: '+123456' }, 'Invalid Phone number'],
  ])('sendOtpToPhoneNumber %j is BAD_USER_INPUT "%s"', async (variables, message) => {
    const { token } = await signedIn();
    expect(failure(await api.gql(SEND_PHONE_CODE, variables, { token }))).toEqual({
      code: 'BAD_USER_INPUT',
      message,
    });
  });

  it('needs a signed-in user', async () => {
    expect(failure(await api.gql(SEND_PHONE_CODE, { phone: uniquePhone() }))?.code).toBe('UNAUTHENTICATED');
    expect(failure(await api.gql(VERIFY_PHONE, { phone: uniquePhone(), otp: '123456' }))?.code).toBe(
      'UNAUTHENTICATED',
    );
  });
});

describe('updateUser', () => {
  it('changes the name (trimmed); a blank name is "Name is required"', async () => {
    const { token } = await signedIn({ name: 'Old Name' });
    const updated = await api.gql(UPDATE_USER, { name: '  New Name ' }, { token });
    expect(updated.data!.updateUser).toMatchObject({ name: 'New Name' });
    expect(failure(await api.gql(UPDATE_USER, { name: '  ' }, { token }))).toEqual({
      code: 'BAD_USER_INPUT',
      message: 'Name is required',
    });
  });

  it('phone rules: required, different from the previous one, stored unverified while SMS is on', async () => {
    const phone = uniquePhone();
    const { token } = await signedIn({ phone, phoneIsVerified: true });
    expect(failure(await api.gql(UPDATE_USER, { phone: ' ' }, { token }))?.message).toBe(
      'Phone number required',
    );
    expect(failure(await api.gql(UPDATE_USER, { phone: phone.slice(1) }, { token }))?.message).toBe(
      'New phone number must be different from previous one',
    );
    const next = uniquePhone();
    const updated = await api.gql(UPDATE_USER, { phone: next, phoneIsVerified: true }, { token });
    expect(updated.data!.updateUser).toMatchObject({ phone: next, phoneIsVerified: false });
  });

  it('accepts phoneIsVerified true when SMS verification is off (the /phone-number flow)', async () => {
    const { token } = await signedIn();
    await setConfiguration({ smsEnabled: false });
    try {
      const phone = uniquePhone();
      const updated = await api.gql(UPDATE_USER, { phone, phoneIsVerified: true }, { token });
      expect(updated.data!.updateUser).toMatchObject({ phone, phoneIsVerified: true });
    } finally {
      await setConfiguration({ smsEnabled: true });
    }
  });

  it('saveNotificationTokenWeb stores the token for the signed-in user only', async () => {
    const { user, token } = await signedIn();
    const saved = await api.gql(SAVE_NOTIFICATION_TOKEN, { token: ' push-token-1 ' }, { token });
    expect(saved.data).toEqual({
      saveNotificationTokenWeb: { success: true, message: 'Notification token saved' },
    });
    const [row] = await database.db.select().from(users).where(eq(users.id, user.id));
    expect(row!.notificationToken).toBe('push-token-1');
    expect(failure(await api.gql(SAVE_NOTIFICATION_TOKEN, { token: '  ' }, { token }))?.code).toBe(
      'BAD_USER_INPUT',
    );
    expect(failure(await api.gql(SAVE_NOTIFICATION_TOKEN, { token: 'x' }))?.code).toBe('UNAUTHENTICATED');
  });
});

describe("another user's token", () => {
  it("can neither read nor change this user's profile", async () => {
    const alice = await signedIn({ name: 'Alice', phone: uniquePhone(), phoneIsVerified: true });
    const bob = await signedIn({ name: 'Bob' });

    const bobsView = await api.gql(PROFILE, undefined, { token: bob.token });
    expect(bobsView.data!.profile).toMatchObject({ _id: bob.user.id, name: 'Bob' });
    expect(bobsView.body).not.toContain(alice.user.id);
    expect(bobsView.body).not.toContain(alice.user.email);

    await api.gql(UPDATE_USER, { name: 'Mallory' }, { token: bob.token });
    await api.gql(UPDATE_USER, { phone: uniquePhone() }, { token: bob.token });
    await api.gql(
      CHANGE_PASSWORD,
      { oldPassword: 'Secret123', newPassword: 'Hijacked123' },
      { token: bob.token },
    );

    const [aliceRow] = await database.db.select().from(users).where(eq(users.id, alice.user.id));
    expect(aliceRow).toMatchObject({
      name: 'Alice',
      phone: alice.user.phone,
      phoneIsVerified: true,
      passwordHash: alice.user.passwordHash,
    });
    const aliceView = await api.gql(PROFILE, undefined, { token: alice.token });
    expect(aliceView.data!.profile).toMatchObject({ _id: alice.user.id, name: 'Alice' });
  });

  it('a tampered token (user id swapped) is signed out', async () => {
    const alice = await signedIn();
    const bob = await signedIn();
    const [header, payload, signature] = bob.token.split('.');
    const claims = JSON.parse(Buffer.from(payload!, 'base64url').toString());
    const forged = [
      header,
      Buffer.from(JSON.stringify({ ...claims, sub: alice.user.id })).toString('base64url'),
      signature,
    ].join('.');
    expect(failure(await api.gql(PROFILE, undefined, { token: forged }))?.code).toBe('UNAUTHENTICATED');
    expect(failure(await api.gql(UPDATE_USER, { name: 'X' }, { token: forged }))?.code).toBe(
      'UNAUTHENTICATED',
    );
  });
});
