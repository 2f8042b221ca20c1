import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { migrate, openDatabase, type DatabaseHandle } from '../src/db/client.ts';
import * as t from '../src/db/schema/index.ts';
import { recordOrderDelivered } from '../src/modules/ledger/record-ledger-events.ts';
import { createConfiguration, createRestaurant, createUser } from './helpers/factories.ts';
import { startApiProcess, waitFor, type ApiProcess } from './helpers/fault-services.ts';
import { postGraphql } from './helpers/order-load.ts';
import { createCustomer, createOrder, createRider } from './helpers/tracking-factories.ts';

// Payouts and kill -9 (docs/money.md#payouts): the real API in a child process starts createPayouts
// over many parties and is killed while it runs; restarted on the same database, the same call pays
// the rest. Then every party entry is in exactly one payout, each party has one payout, and every
// party's balance is zero. On a throwaway PostgreSQL database beside DATABASE_URL; skipped without it:
// the embedded PGlite has one connection, so the test's polls wait behind the whole run and the kill
// cannot land mid-way (tried 28 Nov 2026: 40 of 40 made before the kill). payouts.test.ts covers the
// same guarantees in-process on PGlite.

const adminUrl = process.env.DATABASE_URL;
// TEST_PORT_BASE + 63 / + 64 when set (see crash.test.ts).
const PORT =
  (Number(process.env.TEST_PORT_BASE) ? Number(process.env.TEST_PORT_BASE) + 63 : 5140) + (adminUrl ? 1 : 0);
const PARTIES = { restaurants: 24, riders: 16 };
const started = Date.now();
const phase = (what: string) =>
  console.log(`[payouts crash ${((Date.now() - started) / 1000).toFixed(1)} s] ${what}`);
const cleanups: (() => Promise<unknown>)[] = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup().catch(() => undefined);
});

async function freshDatabase() {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'payouts-crash-'));
  cleanups.push(async () => rmSync(dataDir, { recursive: true, force: true }));
  if (!adminUrl) return { dataDir, open: () => openDatabase({ dataDir }) };
  const name = `payouts_crash_${process.pid}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE "${name}"`);
  cleanups.push(async () => {
    await admin.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
    await admin.end();
  });
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return { dataDir, databaseUrl: url.toString(), open: () => openDatabase({ databaseUrl: url.toString() }) };
}

/** One delivered order per restaurant, riders taking them in turn; yesterday, so today's period has it. */
async function prepareWorld(open: () => Promise<DatabaseHandle>) {
  const handle = await open();
  try {
    const { db } = handle;
    await migrate(db);
    await createConfiguration(db, { defaultCommissionBp: 1000, riderFeePerDelivery: 300 });
    const when = new Date(Date.now() - 86_400_000);
    const customer = await createCustomer(db);
    const riders = [];
    for (let i = 0; i < PARTIES.riders; i++) riders.push((await createRider(db)).rider);
    for (let i = 0; i < PARTIES.restaurants; i++) {
      const restaurant = await createRestaurant(db);
      for (const n of [0, 1]) {
        const order = await createOrder(db, {
          userId: customer.user.id,
          restaurantId: restaurant.id,
          riderId: riders[(2 * i + n) % riders.length]!.id,
          orderStatus: 'DELIVERED',
        });
        await db.transaction((tx) => recordOrderDelivered(tx, { orderId: order.id, now: when }));
      }
    }
    const admin = await createUser(db, { name: 'Operator', role: 'ADMIN', password: 'Operator123' });
    return { email: admin.email };
  } finally {
    await handle.close();
  }
}

const CREATE = `mutation ($day: String!) { createPayouts(input: { periodEnd: $day }) { _id } }`;
const COUNT = `query { payouts(filter: { first: 200 }) { _id } }`;

describe.skipIf(!adminUrl)('createPayouts killed (kill -9) half-way and run again', () => {
  it('pays every party once, loses nothing', { timeout: 240_000 }, async () => {
    const database = await freshDatabase();
    const { email } = await prepareWorld(database.open);
    phase('world prepared');
    const start = async () => {
      const api = await startApiProcess({
        port: PORT,
        dataDir: database.dataDir,
        databaseUrl: database.databaseUrl,
      });
      cleanups.push(() => api.crash());
      return api;
    };
    const day = new Date().toISOString().slice(0, 10);
    const first: ApiProcess = await start();
    const signIn = await postGraphql(
      first.origin,
      `mutation ($email: String!) { login(type: "default", email: $email, password: "Operator123") { token } }`,
      { email },
    );
    const token = (
      (signIn.body.data as Record<string, unknown> | undefined)?.login as { token: string } | undefined
    )?.token;
    if (!token)
      throw new Error(`sign-in failed: ${JSON.stringify(signIn.body)} ${first.output().slice(-3000)}`);
    phase('API started');
    const running = postGraphql(first.origin, CREATE, { day }, token).then(
      (answer) => phase(`first run answered before the kill: ${JSON.stringify(answer.body).slice(0, 300)}`),
      () => undefined,
    );
    let seen = 0;
    await waitFor(
      'the first payouts',
      async () => {
        const answer = await postGraphql(first.origin, COUNT, {}, token);
        seen =
          ((answer.body.data as Record<string, unknown> | undefined)?.payouts as unknown[] | undefined)
            ?.length ?? 0;
        if (answer.body.errors) phase(JSON.stringify(answer.body.errors));
        return seen >= 3;
      },
      { timeoutMs: 60_000, everyMs: 20 },
    );
    await first.crash();
    phase(`killed after ${seen} payouts`);
    await running;
    const total = PARTIES.restaurants + PARTIES.riders;

    const second = await start();
    const before = await postGraphql(second.origin, COUNT, {}, token);
    const madeBeforeKill = ((before.body.data as Record<string, unknown>).payouts as unknown[]).length;
    const rerun = await postGraphql(second.origin, CREATE, { day }, token);
    expect(rerun.body.errors).toBeUndefined();
    await second.stop();
    phase('run again');
    console.log(
      `payouts kill -9 (${adminUrl ? 'PostgreSQL' : 'PGlite'}): ${madeBeforeKill} of ${total} before the kill`,
    );
    // Killed mid-way: some parties were finished, not all.
    expect(madeBeforeKill).toBeGreaterThanOrEqual(3);
    expect(madeBeforeKill).toBeLessThan(total);

    const handle = await database.open();
    try {
      const { db } = handle;
      expect(await db.$count(t.payouts)).toBe(total);
      const rows = async (query: ReturnType<typeof sql>) =>
        ((await db.execute(query)) as unknown as { rows: Record<string, unknown>[] }).rows;
      expect(await rows(sql`select party_id from payouts group by party_id having count(*) > 1`)).toEqual([]);
      expect(
        await rows(sql`
          select e.id from ledger_entries e left join payout_entries p on p.entry_id = e.id
          where p.entry_id is null
            and e.account_kind in ('RESTAURANT_PAYABLE', 'RESTAURANT_CASH', 'RIDER_PAYABLE', 'RIDER_CASH')`),
      ).toEqual([]);
      expect(
        await rows(sql`
          select account_kind, account_owner from ledger_entries
          where account_kind in ('RESTAURANT_PAYABLE', 'RESTAURANT_CASH', 'RIDER_PAYABLE', 'RIDER_CASH')
          group by 1, 2 having sum(amount) <> 0`),
      ).toEqual([]);
      // A payout's amount is the opposite of its pending account, which the PAYOUT event filled.
      expect(
        await rows(sql`
          select p.id from payouts p join ledger_entries e
            on e.account_kind = 'PAYOUT_PENDING' and e.account_owner = p.id::text
          group by p.id, p.amount having sum(e.amount) <> -p.amount`),
      ).toEqual([]);
    } finally {
      await handle.close();
    }
  });
});
