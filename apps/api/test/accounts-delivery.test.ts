import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMessagingAdapters } from '../src/adapters/create-adapters.ts';
import { silentLogger } from '../src/adapters/logger.ts';
import { outbox } from '../src/db/schema/index.ts';
import {
  LOGIN,
  SEND_EMAIL_CODE,
  SEND_PHONE_CODE,
  failure,
  uniqueEmail,
  uniquePhone,
} from './helpers/accounts.ts';
import { createUser } from './helpers/factories.ts';
import { closedPort, startSmtpSink, startWebhook } from './helpers/local-servers.ts';
import { createTestDatabase, type TestDatabase } from './helpers/test-db.ts';
import { createTestApp, testConfig, type TestApp } from './helpers/test-server.ts';

// The mail and SMS adapters behind the code flows: SMTP and the SMS webhook against local servers.

const NOW = new Date('2025-06-04T12:00:00Z');

let database: TestDatabase;
const apps: TestApp[] = [];

beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await Promise.all(apps.map((api) => api.app.close()));
  await database.close();
});

async function appWith(config: Parameters<typeof testConfig>[0]) {
  const api = await createTestApp({ db: database.db, now: NOW, config: testConfig(config) });
  apps.push(api);
  return api;
}

const outboxFor = (recipient: string) =>
  database.db.select().from(outbox).where(eq(outbox.recipient, recipient));

describe('SMTP (SMTP_URL)', () => {
  it('sends the code by SMTP and keeps a copy in the outbox with the code masked', async () => {
    const sink = await startSmtpSink();
    try {
      const api = await appWith({ smtpUrl: sink.url, mailFrom: 'Open Food <codes@openfood.test>' });
      const email = uniqueEmail('smtp');
      const response = await api.gql(SEND_EMAIL_CODE, { email });
      expect(response.errors).toBeUndefined();

      expect(sink.messages).toHaveLength(1);
      const [message] = sink.messages;
      expect(message!.from).toContain('codes@openfood.test');
      expect(message!.to).toEqual([expect.stringContaining(email)]);
      expect(message!.data).toContain('Subject: Your Open Food verification code');
      const code = /verification code is (\d{6})\./.exec(message!.data)?.[1];
      expect(code).toMatch(/^\d{6}$/);

      const [row] = await outboxFor(email);
      expect(row).toMatchObject({ channel: 'EMAIL', error: null, sentAt: expect.any(Date) });
      expect(row!.body).toContain('verification code is ••••••.');
      expect(row!.body).not.toContain(code);
    } finally {
      await sink.close();
    }
  });

  it('an unreachable SMTP server gives DELIVERY_FAILED, records the error and does not start the cooldown', async () => {
    const api = await appWith({ smtpUrl: `smtp://127.0.0.1:${await closedPort()}` });
    const email = uniqueEmail('down');
    const expected = {
      code: 'DELIVERY_FAILED',
      message: 'We could not send the code. Please try again in a moment.',
    };
    expect(failure(await api.gql(SEND_EMAIL_CODE, { email }))).toEqual(expected);
    expect(failure(await api.gql(SEND_EMAIL_CODE, { email }))).toEqual(expected); // not RATE_LIMITED
    const rows = await outboxFor(email);
    expect(rows).toHaveLength(2);
    expect(rows[0]).toMatchObject({ sentAt: null, error: expect.stringMatching(/ECONNREFUSED|connect/i) });
  });
});

describe('SMS webhook (SMS_WEBHOOK_URL)', () => {
  async function signedIn(api: TestApp) {
    const user = await createUser(database.db, { email: uniqueEmail('sms') });
    const login = await api.gql<{ login: { token: string } }>(LOGIN, {
      type: 'default',
      email: user.email,
      password: 'Secret123',
    });
    return login.data!.login.token;
  }

  it('POSTs {to, body} and records a masked copy', async () => {
    const webhook = await startWebhook();
    try {
      const api = await appWith({ smsWebhookUrl: webhook.url });
      const phone = uniquePhone();
      const response = await api.gql(SEND_PHONE_CODE, { phone }, { token: await signedIn(api) });
      expect(response.errors).toBeUndefined();
      expect(webhook.requests).toEqual([
        {
          method: 'POST',
          body: {
            to: phone,
            body: expect.stringMatching(
              /^Your Open Food verification code is \d{6}\. It expires in 10 minutes\.$/,
            ),
          },
        },
      ]);
      const [row] = await outboxFor(phone);
      expect(row).toMatchObject({
        channel: 'SMS',
        body: 'Your Open Food verification code is ••••••. It expires in 10 minutes.',
        sentAt: expect.any(Date),
        error: null,
      });
    } finally {
      await webhook.close();
    }
  });

  it('a failing webhook gives DELIVERY_FAILED and records the status', async () => {
    const webhook = await startWebhook(() => 502);
    try {
      const api = await appWith({ smsWebhookUrl: webhook.url });
      const phone = uniquePhone();
      const response = await api.gql(SEND_PHONE_CODE, { phone }, { token: await signedIn(api) });
      expect(failure(response)?.code).toBe('DELIVERY_FAILED');
      const [row] = await outboxFor(phone);
      expect(row).toMatchObject({ sentAt: null, error: 'SMS webhook answered 502' });
    } finally {
      await webhook.close();
    }
  });
});

describe('adapter selection', () => {
  it('uses the outbox for mail and SMS without SMTP_URL or SMS_WEBHOOK_URL (codes readable in demo mode)', async () => {
    const adapters = createMessagingAdapters({ config: testConfig(), db: database.db, log: silentLogger });
    const to = uniqueEmail('outbox');
    await adapters.mailer.send({ to, subject: 'Hello', text: 'Code 123456', secrets: ['123456'] });
    await adapters.sms.send({ to: '+15550001111', text: 'Code 654321', secrets: ['654321'] });
    expect(await outboxFor(to)).toEqual([
      expect.objectContaining({ channel: 'EMAIL', subject: 'Hello', body: 'Code 123456', sentAt: null }),
    ]);
    expect(await outboxFor('+15550001111')).toEqual([
      expect.objectContaining({ channel: 'SMS', body: 'Code 654321' }),
    ]);
    await adapters.mailer.close();
    await adapters.rateLimiter.close();
  });
});
