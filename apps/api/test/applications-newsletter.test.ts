import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { newsletterSubscriptions, outbox } from '../src/db/schema/index.ts';
import { createTestDatabase, type TestDatabase } from './helpers/test-db.ts';
import { createTestApp, testConfig, type TestApp } from './helpers/test-server.ts';

const SUBSCRIBE = `mutation ($email: String!) { subscribeNewsletter(email: $email) { result } }`;
const CONFIRM = `mutation ($token: String!) { confirmNewsletter(token: $token) { result } }`;
const UNSUBSCRIBE = `mutation ($token: String!) { unsubscribeNewsletter(token: $token) { result } }`;
const APP_LINKS = `{ appLinks { appStoreUrl playStoreUrl } }`;

const NOW = new Date('2025-06-04T12:00:00Z');
let database: TestDatabase;
let api: TestApp;

beforeAll(async () => {
  database = await createTestDatabase();
  api = await createTestApp({
    db: database.db,
    now: NOW,
    config: testConfig({ publicUrl: 'https://food.example', playStoreUrl: 'https://play.example/app' }),
  });
});
afterAll(async () => {
  await api.app.close();
  await database.close();
});
beforeEach(() => database.truncate());

const subscription = async () => (await database.db.select().from(newsletterSubscriptions))[0];

/** The confirm and unsubscribe links of the newest mail, as the recipient would click them. */
async function linksInMail() {
  const [mail] = (await database.db.select().from(outbox)).slice(-1);
  const urls = mail!.body.match(/https:\/\/food\.example\/\S+/g) ?? [];
  const token = (path: string) => new URL(urls.find((url) => url.includes(path))!).searchParams.get('token')!;
  return { mail: mail!, urls, confirm: token('/EmailConfirmation'), unsubscribe: token('/unsubscribe') };
}

describe('newsletter subscription (the footer box)', () => {
  it('stores a pending subscription and mails working confirm and unsubscribe links', async () => {
    const answer = await api.gql(SUBSCRIBE, { email: ' Reader@Example.com ' });
    expect(answer.errors).toBeUndefined();
    expect(await subscription()).toMatchObject({ email: 'reader@example.com', status: 'PENDING' });

    const { mail, urls, confirm, unsubscribe } = await linksInMail();
    expect(mail).toMatchObject({
      recipient: 'reader@example.com',
      subject: 'Confirm your Open Food subscription',
    });
    expect(urls).toHaveLength(2);
    // Only hashes are stored: the tokens in the mail appear nowhere in the row.
    expect(JSON.stringify(await subscription())).not.toContain(confirm);

    expect((await api.gql(CONFIRM, { token: confirm })).data).toEqual({
      confirmNewsletter: { result: true },
    });
    expect(await subscription()).toMatchObject({ status: 'CONFIRMED', confirmedAt: NOW });
    // Opening the link again answers the same.
    expect((await api.gql(CONFIRM, { token: confirm })).errors).toBeUndefined();

    expect((await api.gql(UNSUBSCRIBE, { token: unsubscribe })).errors).toBeUndefined();
    expect(await subscription()).toMatchObject({ status: 'UNSUBSCRIBED', unsubscribedAt: NOW });
    // The old confirm link cannot subscribe the address again behind its back.
    expect((await api.gql(CONFIRM, { token: confirm })).errors?.[0]).toMatchObject({
      message: 'This link is no longer valid.',
      extensions: { code: 'NOT_FOUND' },
    });
  });

  it('answers the same for an address already confirmed, without mailing it again', async () => {
    await api.gql(SUBSCRIBE, { email: 'fan@example.com' });
    await api.gql(CONFIRM, { token: (await linksInMail()).confirm });
    const before = (await database.db.select().from(outbox)).length;
    expect((await api.gql(SUBSCRIBE, { email: 'fan@example.com' })).data).toEqual({
      subscribeNewsletter: { result: true },
    });
    expect(await database.db.select().from(outbox)).toHaveLength(before);
  });

  it('refuses a malformed address and a made-up token, storing nothing', async () => {
    expect((await api.gql(SUBSCRIBE, { email: 'not-an-email' })).errors?.[0]).toMatchObject({
      message: 'Enter a valid email',
      extensions: { code: 'BAD_USER_INPUT' },
    });
    expect((await api.gql(SUBSCRIBE, { email: '' })).errors?.[0]?.message).toBe('Email is required');
    expect((await api.gql(UNSUBSCRIBE, { token: 'x'.repeat(43) })).errors?.[0]?.extensions?.code).toBe(
      'NOT_FOUND',
    );
    expect(await subscription()).toBeUndefined();
    expect(await database.db.select().from(outbox)).toEqual([]);
  });
});

describe('appLinks', () => {
  it('gives the configured store links and null for the unset one', async () => {
    expect((await api.gql(APP_LINKS)).data).toEqual({
      appLinks: { appStoreUrl: null, playStoreUrl: 'https://play.example/app' },
    });
  });
});
