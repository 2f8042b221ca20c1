import { verify } from '@node-rs/argon2';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { DEFAULT_RATE_LIMITS } from '../src/config.ts';
import { applications, outbox } from '../src/db/schema/index.ts';
import { createTestDatabase, type TestDatabase } from './helpers/test-db.ts';
import { createTestApp, GENEROUS_RATE_LIMITS, testConfig, type TestApp } from './helpers/test-server.ts';

const SUBMIT_REGISTRATION = /* GraphQL */ `
  mutation SubmitRegistration($input: RegistrationInput!) {
    submitRegistration(input: $input) {
      result
    }
  }
`;
const SUBMIT_CONTACT = /* GraphQL */ `
  mutation SubmitContact($input: ContactMessageInput!) {
    submitContactMessage(input: $input) {
      result
    }
  }
`;

const PASSWORD = 'Kangaroo42Secret';
const rider = (overrides: Record<string, unknown> = {}) => ({
  isRider: true,
  name: ' Sam Rider ',
  email: ' Sam@Example.com ',
  phone: '61412345678',
  password: PASSWORD,
  confirmPassword: PASSWORD,
  termsAccepted: true,
  ...overrides,
});

let database: TestDatabase;
let api: TestApp;
let nextAddress = 1;
const freshIp = () => `10.1.0.${nextAddress++}`;

beforeAll(async () => {
  database = await createTestDatabase();
  api = await createTestApp({ db: database.db, config: testConfig({ rateLimits: GENEROUS_RATE_LIMITS }) });
});
afterAll(async () => {
  await api.app.close();
  await database.close();
});
beforeEach(async () => {
  await database.truncate();
});

const storedApplications = () => database.db.select().from(applications);
const mails = () => database.db.select().from(outbox);

describe('vendor and rider applications', () => {
  it('stores a rider application with the password hashed and mails the team and the applicant', async () => {
    const answer = await api.gql(SUBMIT_REGISTRATION, { input: rider() }, { remoteAddress: freshIp() });
    expect(answer.errors).toBeUndefined();
    expect(answer.data).toEqual({ submitRegistration: { result: true } });

    const [row] = await storedApplications();
    expect(row).toMatchObject({
      kind: 'RIDER',
      role: 'Driver Registration',
      isRider: true,
      name: 'Sam Rider',
      email: 'sam@example.com',
      phone: '+61412345678',
    });
    expect(row!.passwordHash).toMatch(/^\$argon2id\$/);
    expect(await verify(row!.passwordHash!, PASSWORD)).toBe(true);

    const sent = await mails();
    expect(sent.map((mail) => mail.recipient).sort()).toEqual(['sam@example.com', 'team@openfood.test']);
    for (const mail of sent) {
      expect(mail.channel).toBe('EMAIL');
      expect(`${mail.subject}\n${mail.body}`).not.toContain(PASSWORD);
    }
    const team = sent.find((mail) => mail.recipient === 'team@openfood.test')!;
    expect(team.subject).toBe('New Driver Registration: Sam Rider');
    expect(team.body).toContain('+61412345678');
  });

  it('stores a vendor application with its declared extras as "Vendor Registration"', async () => {
    const answer = await api.gql(
      SUBMIT_REGISTRATION,
      { input: rider({ isRider: false, storeName: ' Pasta Place ', city: 'Sydney', plan: '' }) },
      { remoteAddress: freshIp() },
    );
    expect(answer.errors).toBeUndefined();
    const [row] = await storedApplications();
    expect(row).toMatchObject({
      kind: 'VENDOR',
      role: 'Vendor Registration',
      isRider: false,
      details: { storeName: 'Pasta Place', city: 'Sydney' },
    });
  });

  it.each([
    [
      'terms not accepted (checked first)',
      { termsAccepted: false, phone: '' },
      'You must accept the terms and conditions',
    ],
    ['an empty phone', { phone: ' ', email: 'nope' }, 'Phone number is required'],
    ['a malformed phone', { phone: '+61 412 345', email: 'nope' }, 'Enter a valid phone number'],
    ['a different confirmation', { confirmPassword: 'Other1234', email: 'nope' }, 'Passwords do not match'],
    ['a malformed e-mail', { email: 'sam@example' }, 'Enter a valid email'],
    ['a blank name', { name: '  ' }, 'Name is required'],
    [
      'a weak password',
      { password: 'password', confirmPassword: 'password' },
      expect.stringMatching(/^Invalid Password/),
    ],
    ['an overlong store name', { isRider: false, storeName: 'x'.repeat(301) }, 'A field is too long'],
  ])('refuses %s with a clear message and stores nothing', async (_case, change, message) => {
    const answer = await api.gql(SUBMIT_REGISTRATION, { input: rider(change) }, { remoteAddress: freshIp() });
    expect(answer.status).toBe(200);
    expect(answer.errors).toEqual([
      expect.objectContaining({ message, extensions: expect.objectContaining({ code: 'BAD_USER_INPUT' }) }),
    ]);
    expect(await storedApplications()).toEqual([]);
    expect(await mails()).toEqual([]);
  });
});

describe('contact messages', () => {
  it('stores a call-back request and mails only the team', async () => {
    const answer = await api.gql(
      SUBMIT_CONTACT,
      { input: { channel: 'PHONE', name: 'Ali', phone: '+923001234567', message: ' Please call me ' } },
      { remoteAddress: freshIp() },
    );
    expect(answer.errors).toBeUndefined();
    expect(await storedApplications()).toEqual([
      expect.objectContaining({
        kind: 'CONTACT',
        role: 'Contact Us email',
        phone: '+923001234567',
        email: null,
        message: 'Please call me',
      }),
    ]);
    expect((await mails()).map((mail) => mail.recipient)).toEqual(['team@openfood.test']);
  });

  it('stores an e-mail message and sends the sender a receipt', async () => {
    const answer = await api.gql(
      SUBMIT_CONTACT,
      { input: { channel: 'EMAIL', name: 'Ali', email: 'ALI@example.com', message: 'Where is my order?' } },
      { remoteAddress: freshIp() },
    );
    expect(answer.errors).toBeUndefined();
    const sent = await mails();
    expect(sent.map((mail) => mail.recipient).sort()).toEqual(['ali@example.com', 'team@openfood.test']);
    expect(sent.find((mail) => mail.recipient === 'team@openfood.test')!.body).toContain(
      'Where is my order?',
    );
  });

  it.each([
    [
      'by phone without a phone',
      { channel: 'PHONE', name: 'Ali', message: 'Hi' },
      'Phone number is required',
    ],
    [
      'by e-mail with a malformed e-mail',
      { channel: 'EMAIL', name: 'Ali', email: 'ali@', message: 'Hi' },
      'Enter a valid email',
    ],
    [
      'an empty message',
      { channel: 'EMAIL', name: 'Ali', email: 'ali@example.com', message: ' ' },
      'Message is required',
    ],
  ])('refuses %s and stores nothing', async (_case, input, message) => {
    const answer = await api.gql(SUBMIT_CONTACT, { input }, { remoteAddress: freshIp() });
    expect(answer.errors?.[0]).toMatchObject({ message, extensions: { code: 'BAD_USER_INPUT' } });
    expect(await storedApplications()).toEqual([]);
  });
});

describe('rate limits', () => {
  let limited: TestApp;
  beforeAll(async () => {
    limited = await createTestApp({
      db: database.db,
      config: testConfig({
        rateLimits: { ...DEFAULT_RATE_LIMITS, applicationPerIp: { limit: 2, windowSeconds: 3600 } },
      }),
    });
  });
  afterAll(() => limited.app.close());

  it('refuses a third submission from one address within the hour and stores only two', async () => {
    const ip = freshIp();
    const send = (n: number) =>
      limited.gql(
        SUBMIT_REGISTRATION,
        { input: rider({ email: `sam${n}@example.com` }) },
        { remoteAddress: ip },
      );
    expect((await send(1)).errors).toBeUndefined();
    expect((await send(2)).errors).toBeUndefined();
    const third = await send(3);
    expect(third.errors?.[0]).toMatchObject({
      message: expect.stringMatching(/^Too many attempts\. Try again in \d+ s\.$/),
      extensions: { code: 'RATE_LIMITED', retryAfter: expect.any(Number) },
    });
    expect(await storedApplications()).toHaveLength(2);
    // Another address is not held back.
    expect(
      (await limited.gql(SUBMIT_REGISTRATION, { input: rider() }, { remoteAddress: freshIp() })).errors,
    ).toBeUndefined();
  });

  it('limits mail to one e-mail address across client addresses (3 an hour by default)', async () => {
    const send = () => limited.gql(SUBMIT_REGISTRATION, { input: rider() }, { remoteAddress: freshIp() });
    for (let i = 0; i < 3; i++) expect((await send()).errors).toBeUndefined();
    expect((await send()).errors?.[0]?.extensions?.code).toBe('RATE_LIMITED');
    expect(await storedApplications()).toHaveLength(3);
  });
});
