import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { coupons } from '../src/db/schema/index.ts';
import { failure } from './helpers/accounts.ts';
import { createTestDatabase, type TestDatabase } from './helpers/test-db.ts';
import { createTestApp, testConfig, type TestApp } from './helpers/test-server.ts';

// The coupon mutation (docs/product/ordering.md#vouchers).

const COUPON = 'mutation ($coupon: String!) { coupon(coupon: $coupon) { _id title discount enabled } }';

let database: TestDatabase;
let api: TestApp;

beforeAll(async () => {
  database = await createTestDatabase();
  const config = testConfig();
  api = await createTestApp({
    db: database.db,
    config: { ...config, rateLimits: { ...config.rateLimits, lookupPerIp: { limit: 5, windowSeconds: 60 } } },
  });
  await database.db.insert(coupons).values([
    { title: 'WELCOME10', discount: 10, enabled: true },
    { title: 'Expired20', discount: 20, enabled: false },
  ]);
});
afterAll(async () => {
  await api.app.close();
  await database.close();
});

const from = (ip: string) => ({ remoteAddress: ip });

describe('coupon', () => {
  it('finds an enabled coupon whatever the case of the typed code', async () => {
    const { data, errors } = await api.gql(COUPON, { coupon: ' welcome10 ' }, from('10.0.0.1'));
    expect(errors).toBeUndefined();
    expect(data).toEqual({
      coupon: { _id: expect.any(String), title: 'WELCOME10', discount: 10, enabled: true },
    });
  });

  // A disabled code is refused like an unknown one (the reasons: test/vouchers.test.ts).
  it('refuses a disabled coupon as UNKNOWN', async () => {
    const response = await api.gql(COUPON, { coupon: 'EXPIRED20' }, from('10.0.0.1'));
    expect(failure(response)).toEqual({ code: 'COUPON_INVALID', message: 'Invalid Coupon.' });
    expect(response.errors![0]!.extensions).toMatchObject({ voucherRefusal: 'UNKNOWN' });
  });

  it.each(['NOPE', '', 'x'.repeat(500)])('an unknown code %j is "Invalid Coupon."', async (code) => {
    const response = await api.gql(COUPON, { coupon: code }, from('10.0.0.2'));
    expect(failure(response)).toEqual({ code: 'COUPON_INVALID', message: 'Invalid Coupon.' });
    expect(response.errors![0]!.extensions).toMatchObject({ voucherRefusal: 'UNKNOWN' });
  });

  it('is rate-limited per IP, so codes cannot be brute-forced', async () => {
    const codes = await Promise.all(
      Array.from({ length: 8 }, (_, i) => api.gql(COUPON, { coupon: `GUESS${i}` }, from('10.0.0.9'))),
    );
    const limited = codes.filter((r) => failure(r)?.code === 'RATE_LIMITED');
    expect(limited.length).toBe(3);
    expect(limited[0]!.errors![0]!.extensions).toMatchObject({ retryAfter: expect.any(Number) });
    // Even a valid code is refused for that IP now; another IP is unaffected.
    expect(failure(await api.gql(COUPON, { coupon: 'WELCOME10' }, from('10.0.0.9')))?.code).toBe(
      'RATE_LIMITED',
    );
    expect((await api.gql(COUPON, { coupon: 'WELCOME10' }, from('10.0.0.10'))).errors).toBeUndefined();
  });
});
