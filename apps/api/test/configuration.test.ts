import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createConfiguration } from './helpers/factories.ts';
import { createTestDatabase, type TestDatabase } from './helpers/test-db.ts';
import { createTestApp, testConfig, type TestApp } from './helpers/test-server.ts';

const QUERY = /* GraphQL */ `
  {
    configuration {
      _id
      currency
      currencySymbol
      deliveryRate
      costType
      skipEmailVerification
      skipMobileVerification
      smsEnabled
      googleClientId
      mapTileUrl
      mapAttribution
      stripePublishableKey
      paypalClientId
      demoMode
    }
  }
`;

let database: TestDatabase;
let api: TestApp;

beforeAll(async () => {
  database = await createTestDatabase();
  api = await createTestApp({ db: database.db });
});
afterAll(async () => {
  await api.app.close();
  await database.close();
});

describe('configuration', () => {
  it('answers defaults before any configuration row exists', async () => {
    const { data, errors } = await api.gql(QUERY);
    expect(errors).toBeUndefined();
    expect(data?.configuration).toMatchObject({
      currency: 'USD',
      deliveryRate: 0,
      costType: 'perKM',
      demoMode: true,
    });
  });

  it('returns the stored row with the delivery rate in major units', async () => {
    const row = await createConfiguration(database.db, { deliveryRate: 250, smsEnabled: true });
    const { data } = await api.gql(QUERY);
    expect(data?.configuration).toEqual({
      _id: row.id,
      currency: 'USD',
      currencySymbol: '$',
      deliveryRate: 2.5,
      costType: 'perKM',
      skipEmailVerification: false,
      skipMobileVerification: false,
      smsEnabled: true,
      googleClientId: null,
      mapTileUrl: null,
      mapAttribution: null,
      stripePublishableKey: null,
      paypalClientId: null,
      demoMode: true,
    });
  });

  it('uses the currency multiplier (zero-decimal JPY) and surfaces configured public keys', async () => {
    await database.truncate();
    await createConfiguration(database.db, { currency: 'JPY', currencySymbol: '¥', deliveryRate: 300 });
    const configured = await createTestApp({
      db: database.db,
      config: testConfig({
        demoMode: false,
        googleClientId: 'google-id',
        mapTileUrl: 'https://tiles.example/{z}/{x}/{y}.png',
        mapAttribution: '© Example',
        stripePublishableKey: 'pk_test_123',
        paypalClientId: 'paypal-id',
        // PayPal is used (and its id sent to the web) only with the secret too (README "Payments").
        paypalClientSecret: 'paypal-secret',
      }),
    });
    const { data } = await configured.gql<{ configuration: Record<string, unknown> }>(QUERY);
    await configured.app.close();
    expect(data?.configuration).toMatchObject({
      currency: 'JPY',
      deliveryRate: 300,
      googleClientId: 'google-id',
      mapTileUrl: 'https://tiles.example/{z}/{x}/{y}.png',
      mapAttribution: '© Example',
      stripePublishableKey: 'pk_test_123',
      paypalClientId: 'paypal-id',
      demoMode: false,
    });
  });
});
