import { readFile } from 'node:fs/promises';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { recordOrderDelivered, recordPaymentCaptured } from '../src/modules/ledger/record-ledger-events.ts';
import { createConfiguration, createRestaurant, createUser } from './helpers/factories.ts';
import { createTestDatabase, type TestDatabase } from './helpers/test-db.ts';
import { createTestApp, type TestApp } from './helpers/test-server.ts';
import {
  createCustomer,
  createOrder,
  createRestaurantUser,
  createRider,
  tokenFor,
} from './helpers/tracking-factories.ts';

// Statements (docs/money.md#statements): a restaurant's and a rider's week from a card order and a cash
// order delivered in it, after a cash order of the week before. The statement's opening and closing are
// the ledger's balances before and after (ledgerBalance), its totals add up to the difference, and the
// CSV and PDF (English and Arabic) carry the same numbers.

const NOW = new Date('2025-06-04T12:00:00Z'); // a Wednesday; the week is 2 to 8 June (Asia/Karachi)

const STATEMENT = `query ($party: StatementParty!, $owner: String, $from: String, $to: String) {
  ledgerStatement(party: $party, owner: $owner, from: $from, to: $to) {
    party owner partyName currency from to timeZone opening movement closing
    totals { eventKind amount count }
    accounts { kind opening closing }
    entries { _id at orderId orderNumber eventKind account amount } } }`;
const CSV = `query ($party: StatementParty!, $owner: String, $language: String) {
  ledgerStatementCsv(party: $party, owner: $owner, language: $language) }`;
const PDF = `query ($party: StatementParty!, $owner: String, $language: String) {
  ledgerStatementPdf(party: $party, owner: $owner, language: $language) }`;
const BALANCE = `query ($account: LedgerAccountInput!) { ledgerBalance(account: $account) { balance } }`;

type Statement = {
  opening: number;
  movement: number;
  closing: number;
  from: string;
  to: string;
  timeZone: string;
  totals: { eventKind: string; amount: number; count: number }[];
  accounts: { kind: string; opening: number; closing: number }[];
  entries: { eventKind: string; amount: number; orderNumber: string | null; at: string }[];
};

let database: TestDatabase;
let api: TestApp;
let world: Awaited<ReturnType<typeof createWorld>>;
const before = { restaurant: 0, rider: 0 };
const after = { restaurant: 0, rider: 0 };

async function createWorld() {
  const { db } = database;
  await createConfiguration(db, { defaultCommissionBp: 1000, riderFeePerDelivery: 300, riderFeePerKm: 0 });
  const restaurant = await createRestaurant(db);
  const customer = await createCustomer(db);
  const rider = await createRider(db);
  const staff = async (role: 'ADMIN' | 'SUPPORT') => {
    const user = await createUser(db, { name: role, role });
    return { user, token: await tokenFor(user) };
  };
  return {
    restaurant,
    customer,
    rider,
    otherRider: await createRider(db),
    manager: await createRestaurantUser(db, restaurant.id),
    otherManager: await createRestaurantUser(db, (await createRestaurant(db)).id),
    admin: await staff('ADMIN'),
    support: await staff('SUPPORT'),
  };
}

/** A delivered order of the world: food 20.00, delivery 3.00, tax 2.30, plus `tip`. */
async function deliver(at: string, paymentMethod: 'COD' | 'STRIPE', tip = 0) {
  const { db } = database;
  const now = new Date(at);
  const order = await createOrder(db, {
    userId: world.customer.user.id,
    restaurantId: world.restaurant.id,
    orderStatus: 'DELIVERED',
    riderId: world.rider.rider.id,
    paymentMethod,
    tipping: tip,
    orderAmount: 2530 + tip,
    createdAt: now,
  });
  await db.transaction(async (tx) => {
    if (paymentMethod === 'STRIPE')
      await recordPaymentCaptured(tx, {
        payment: { id: order.id, orderId: order.id, provider: 'demo', amount: 2530 + tip, currency: 'USD' },
        now,
      });
    await recordOrderDelivered(tx, { orderId: order.id, now });
  });
  return order;
}

/** The restaurant's or rider's two accounts summed, the party's sign (what the platform owes it). */
async function partyBalance(party: 'restaurant' | 'rider') {
  const accounts =
    party === 'restaurant'
      ? [
          { kind: 'RESTAURANT_PAYABLE', owner: world.restaurant.id },
          { kind: 'RESTAURANT_CASH', owner: world.restaurant.id },
        ]
      : [
          { kind: 'RIDER_PAYABLE', owner: world.rider.rider.id },
          { kind: 'RIDER_CASH', owner: world.rider.rider.id },
        ];
  let total = 0;
  for (const account of accounts) {
    const response = await api.gql<{ ledgerBalance: { balance: number }[] }>(
      BALANCE,
      { account },
      { token: world.admin.token },
    );
    total += response.data!.ledgerBalance.reduce((sum, row) => sum + row.balance, 0);
  }
  return Math.round(-total * 100);
}

beforeAll(async () => {
  database = await createTestDatabase();
  world = await createWorld();
  api = await createTestApp({ db: database.db, now: NOW });
  await deliver('2025-05-28T10:00:00Z', 'COD'); // the week before
  before.restaurant = await partyBalance('restaurant');
  before.rider = await partyBalance('rider');
  await deliver('2025-06-02T09:00:00Z', 'STRIPE', 250);
  await deliver('2025-06-04T10:30:00Z', 'COD');
  await deliver('2025-06-09T10:00:00Z', 'COD'); // the week after: not in it
  after.restaurant = (await partyBalance('restaurant')) - 2030; // less the week after's 20 − 2 + 2.30
  after.rider = (await partyBalance('rider')) - (300 - 2530); // less its fee and its cash
}, 120_000);
afterAll(async () => {
  await api?.app.close();
  await database?.close();
});

const cents = (major: number) => Math.round(major * 100);

async function statementOf(token: string, variables: Record<string, unknown>) {
  const response = await api.gql<{ ledgerStatement: Statement[] }>(STATEMENT, variables, { token });
  expect(response.errors).toBeUndefined();
  return response.data!.ledgerStatement;
}

function expectAddsUp(statement: Statement) {
  const totals = statement.totals.reduce((sum, total) => sum + cents(total.amount), 0);
  const entries = statement.entries.reduce((sum, entry) => sum + cents(entry.amount), 0);
  expect(totals).toBe(cents(statement.movement));
  expect(entries).toBe(cents(statement.movement));
  expect(cents(statement.opening) + cents(statement.movement)).toBe(cents(statement.closing));
}

describe('a restaurant’s statement', () => {
  it('opening and closing are the ledger’s balances; totals per kind are the week’s movements', async () => {
    const [statement, ...others] = await statementOf(world.manager.token, { party: 'RESTAURANT' });
    expect(others).toEqual([]);
    expect(statement).toMatchObject({ from: '2025-06-02', to: '2025-06-08', timeZone: 'Asia/Karachi' });
    expect(cents(statement!.opening)).toBe(before.restaurant);
    expect(cents(statement!.closing)).toBe(after.restaurant);
    expect(cents(statement!.opening)).toBe(2030);
    expect(statement!.totals).toEqual([
      { eventKind: 'RESTAURANT_SHARE', amount: 40, count: 2 },
      { eventKind: 'TAX', amount: 4.6, count: 2 },
      { eventKind: 'COMMISSION', amount: -4, count: 2 },
    ]);
    expectAddsUp(statement!);
    expect(statement!.entries[0]).toMatchObject({ at: '2025-06-02 14:00', orderNumber: expect.any(String) });
    // The same from the operator, naming the restaurant.
    const [operator] = await statementOf(world.admin.token, {
      party: 'RESTAURANT',
      owner: world.restaurant.id,
    });
    expect(operator).toEqual(statement);
  });

  it('another period: the week before holds the first order only', async () => {
    const [statement] = await statementOf(world.manager.token, { party: 'RESTAURANT', to: '2025-06-01' });
    expect(statement).toMatchObject({ from: '2025-05-26', opening: 0, closing: 20.3 });
    expectAddsUp(statement!);
  });
});

describe('a rider’s statement', () => {
  it('fees and tips earned, cash taken at the door owed', async () => {
    const [statement] = await statementOf(world.rider.token, { party: 'RIDER' });
    expect(cents(statement!.opening)).toBe(before.rider);
    expect(cents(statement!.closing)).toBe(after.rider);
    expect(statement!.totals).toEqual([
      { eventKind: 'CASH_COLLECTED', amount: -25.3, count: 1 },
      { eventKind: 'RIDER_FEE', amount: 6, count: 2 },
      { eventKind: 'TIP', amount: 2.5, count: 1 },
    ]);
    expect(statement!.accounts).toEqual([
      { kind: 'RIDER_PAYABLE', opening: 3, closing: 11.5 },
      { kind: 'RIDER_CASH', opening: -25.3, closing: -50.6 },
    ]);
    expectAddsUp(statement!);
  });
});

describe('who may read', () => {
  it.each([
    ['another restaurant’s manager', () => world.otherManager.token, () => world.restaurant.id, 'RESTAURANT'],
    ['another rider', () => world.otherRider.token, () => world.rider.rider.id, 'RIDER'],
    ['the rider, on the restaurant', () => world.rider.token, () => world.restaurant.id, 'RESTAURANT'],
    ['the manager, on a rider', () => world.manager.token, () => world.rider.rider.id, 'RIDER'],
    ['support staff', () => world.support.token, () => world.restaurant.id, 'RESTAURANT'],
    ['the customer', () => world.customer.token, () => world.restaurant.id, 'RESTAURANT'],
  ])('%s is refused, for the statement, its CSV and its PDF', async (_who, token, owner, party) => {
    for (const query of [STATEMENT, CSV, PDF]) {
      const response = await api.gql(query, { party, owner: owner() }, { token: token() });
      expect(response.data).toBeNull();
      expect(response.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    }
  });

  it('a bad period and an operator without an owner are BAD_USER_INPUT', async () => {
    for (const [token, variables] of [
      [world.manager.token, { party: 'RESTAURANT', from: '2025-06-10', to: '2025-06-01' }],
      [world.manager.token, { party: 'RESTAURANT', from: '2024-01-01', to: '2025-06-01' }],
      [world.admin.token, { party: 'RIDER' }],
    ] as const) {
      const response = await api.gql(STATEMENT, variables, { token });
      expect(response.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    }
  });
});

/** The PDF's text, page by page, items joined with spaces. */
async function pdfText(base64: string): Promise<string> {
  const pdf = await getDocument({ data: new Uint8Array(Buffer.from(base64, 'base64')) }).promise;
  const pages: string[] = [];
  for (let n = 1; n <= pdf.numPages; n++) {
    const content = await (await pdf.getPage(n)).getTextContent();
    pages.push(content.items.map((item) => ('str' in item ? item.str : '')).join(' '));
  }
  await pdf.destroy();
  return pages.join('\n');
}

describe('CSV and PDF', () => {
  it('the CSV holds the statement’s entries, totals and balances', async () => {
    const [statement] = await statementOf(world.manager.token, { party: 'RESTAURANT' });
    const response = await api.gql<{ ledgerStatementCsv: string }>(
      CSV,
      { party: 'RESTAURANT' },
      { token: world.manager.token },
    );
    const rows = response
      .data!.ledgerStatementCsv.trimEnd()
      .split('\r\n')
      .map((line) => line.split(','));
    const value = (label: string) => rows.find((row) => row[0] === label)?.[1];
    expect(value('Opening balance')).toBe(String(statement!.opening));
    expect(value('Closing balance')).toBe(String(statement!.closing));
    expect(value('Sales')).toBe('40');
    expect(value('Tax')).toBe('4.6');
    expect(value('Commission')).toBe('-4');
    expect(rows.filter((row) => row.length === 5 && /^\d{4}-/.test(row[0]!))).toHaveLength(
      statement!.entries.length,
    );
    const arabic = await api.gql<{ ledgerStatementCsv: string }>(
      CSV,
      { party: 'RESTAURANT', language: 'ar' },
      { token: world.manager.token },
    );
    expect(arabic.data!.ledgerStatementCsv).toContain(`الرصيد الختامي,${statement!.closing}\r\n`);
    expect(arabic.data!.ledgerStatementCsv).toContain(`المبيعات,40,2`);
  });

  it.each(['en', 'ar'])('the PDF (%s) shows the totals and balances of the statement', async (language) => {
    const [statement] = await statementOf(world.rider.token, { party: 'RIDER' });
    const response = await api.gql<{ ledgerStatementPdf: string }>(
      PDF,
      { party: 'RIDER', language },
      { token: world.rider.token },
    );
    expect(response.errors).toBeUndefined();
    const base64 = response.data!.ledgerStatementPdf;
    expect(Buffer.from(base64, 'base64').subarray(0, 5).toString()).toBe('%PDF-');
    const text = await pdfText(base64);
    for (const amount of [
      statement!.opening,
      statement!.closing,
      statement!.movement,
      ...statement!.totals.map((t) => t.amount),
    ])
      expect(text).toContain(amount.toFixed(2));
    expect(text).toContain('2025-06-02 — 2025-06-08');
    if (language === 'en') expect(text).toContain('Closing balance');
    else expect(text).not.toContain('Closing balance');
  });

  it('pdfkit is loaded on the first statement, not when the server starts', async () => {
    const source = await readFile(
      new URL('../src/modules/ledger/export-statement-pdf.ts', import.meta.url),
      'utf8',
    );
    expect(source).toContain("await import('pdfkit')");
    expect(source).not.toMatch(/^import (?!type )[^;]*from 'pdfkit'/m);
  });
});
