import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users, verificationCodes } from '../src/db/schema/index.ts';
import {
  CHANGE_PASSWORD,
  CREATE_USER,
  EMAIL_EXIST,
  FORGOT_PASSWORD,
  LOGIN,
  PHONE_EXIST,
  PROFILE,
  RESET_PASSWORD,
  SEND_EMAIL_CODE,
  SEND_PHONE_CODE,
  UPDATE_USER,
  VERIFY_PHONE,
  VERIFY_RESET,
  readCode,
  uniqueEmail,
  uniquePhone,
  wrongCode,
  type AuthData,
} from './helpers/accounts.ts';
import { createConfiguration } from './helpers/factories.ts';
import { createTestDatabase, type TestDatabase } from './helpers/test-db.ts';
import { createTestApp, testConfig, type GraphQLResponse, type TestApp } from './helpers/test-server.ts';

// No operation returns or logs a code, a code hash, a password or a password hash
// (docs/product/changes-from-upstream.md#security). One user walks every accounts flow, right and wrong, with the server logging
// at trace level; then every response body and every log line is searched for every secret that existed on
// the way.

const NOW = new Date('2025-06-04T12:00:00Z');
const seconds = (n: number) => new Date(NOW.getTime() + n * 1000);

let database: TestDatabase;
let api: TestApp;
const logLines: string[] = [];
const bodies: string[] = [];
const secrets = new Set<string>();

beforeAll(async () => {
  database = await createTestDatabase();
  await createConfiguration(database.db, { smsEnabled: true });
  api = await createTestApp({
    db: database.db,
    now: NOW,
    // Not demo mode: the outbox is storage only, nothing is meant to show it.
    config: testConfig({ demoMode: false, logLevel: 'trace' }),
    logger: { level: 'trace', stream: { write: (line: string) => void logLines.push(line) } },
  });
});
afterAll(async () => {
  await api.app.close();
  await database.close();
});

async function call(
  query: string,
  variables?: Record<string, unknown>,
  token?: string,
): Promise<GraphQLResponse> {
  const response = await api.gql(query, variables, token ? { token } : {});
  bodies.push(response.body);
  return response;
}

/** Remembers every code hash and password hash stored so far. */
async function collectStoredSecrets(email: string) {
  for (const row of await database.db.select().from(verificationCodes)) secrets.add(row.codeHash);
  const [user] = await database.db.select().from(users).where(eq(users.email, email));
  if (user?.passwordHash) secrets.add(user.passwordHash);
}

async function code(recipient: string) {
  const value = await readCode(database.db, recipient);
  secrets.add(value);
  return value;
}

describe('secrets never leave the server', () => {
  it('through a full sign-up, phone, profile, password change and reset, right and wrong', async () => {
    const email = uniqueEmail('secret');
    const phone = uniquePhone();
    const passwords = ['Secret123', 'Changed123', 'Reset1234', 'Wrong1234'];
    passwords.forEach((password) => secrets.add(password));

    await call(EMAIL_EXIST, { email });
    await call(SEND_EMAIL_CODE, { email });
    const signUpCode = await code(email);
    await collectStoredSecrets(email);
    await call(CREATE_USER, { email, password: 'Secret123', name: 'Sam', otp: wrongCode(signUpCode) });
    const created = await call(CREATE_USER, { email, password: 'Secret123', name: 'Sam', otp: signUpCode });
    expect(created.errors).toBeUndefined();
    await collectStoredSecrets(email);
    let token = (created.data as { createUser: AuthData }).createUser.token;

    await call(LOGIN, { type: 'default', email, password: 'Wrong1234' });
    await call(LOGIN, { type: 'default', email, password: 'Secret123' });
    await call(PROFILE, undefined, token);
    await call(PHONE_EXIST, { phone });

    await call(SEND_PHONE_CODE, { phone }, token);
    const phoneCode = await code(phone);
    await collectStoredSecrets(email);
    await call(VERIFY_PHONE, { phone, otp: wrongCode(phoneCode) }, token);
    expect((await call(VERIFY_PHONE, { phone, otp: phoneCode }, token)).errors).toBeUndefined();
    await call(UPDATE_USER, { name: 'Samira' }, token);

    await call(CHANGE_PASSWORD, { oldPassword: 'Wrong1234', newPassword: 'Changed123' }, token);
    expect(
      (await call(CHANGE_PASSWORD, { oldPassword: 'Secret123', newPassword: 'Changed123' }, token)).data,
    ).toMatchObject({
      changePassword: { changed: true },
    });
    await collectStoredSecrets(email);

    api.setNow(seconds(40));
    await call(FORGOT_PASSWORD, { email });
    const resetCode = await code(email);
    await collectStoredSecrets(email);
    await call(VERIFY_RESET, { email, otp: wrongCode(resetCode) });
    const verified = await call(VERIFY_RESET, { email, otp: resetCode });
    const { resetToken } = (verified.data as { verifyResetOtp: { resetToken: string } }).verifyResetOtp;
    expect((await call(RESET_PASSWORD, { password: 'Reset1234', resetToken })).errors).toBeUndefined();
    await collectStoredSecrets(email);
    token = (
      (await call(LOGIN, { type: 'default', email, password: 'Reset1234' })).data as { login: AuthData }
    ).login.token;
    await call(PROFILE, undefined, token);

    // The flow really produced what is searched for, and the logs are real.
    expect(secrets.size).toBeGreaterThanOrEqual(4 + 3 + 3);
    expect(logLines.length).toBeGreaterThan(20);
    expect(logLines.some((line) => line.includes('/graphql'))).toBe(true);

    const digits = (value: string) => (/^\d+$/.test(value) ? new RegExp(`(?<!\\d)${value}(?!\\d)`) : null);
    for (const secret of secrets) {
      const pattern = digits(secret);
      const contains = (text: string) => (pattern ? pattern.test(text) : text.includes(secret));
      expect(bodies.filter(contains), `a response contains ${secret.slice(0, 12)}…`).toEqual([]);
      expect(logLines.filter(contains), `a log line contains ${secret.slice(0, 12)}…`).toEqual([]);
    }
    for (const text of [...bodies, ...logLines]) expect(text).not.toMatch(/\$argon2/);
  });
});
