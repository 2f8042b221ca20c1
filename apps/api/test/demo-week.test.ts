import { localDate, summariseOrderLines, type LedgerAccountKind, type LedgerEventKind } from '@food/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { silentLogger } from '../src/adapters/logger.ts';
import { DEMO_SLUGS, DEMO_TIME_ZONE, seedDemoData } from '../src/db/seed/index.ts';
import { playDemoWeek, type DemoWeekResult } from '../src/demo-week/play-demo-week.ts';
import { createTestDatabase, type TestDatabase } from './helpers/test-db.ts';

// The demo week (docs/demo-and-orders.md#the-demo-week) on the demo world: played through the real
// operations, its ledger balances order by order as the ledger test's random orders do
// (ledger.test.ts), and the featured restaurant's deliveries spread over the seven days.

const NOW = new Date('2026-11-27T18:00:00Z');
const DAY_MS = 86_400_000;

let database: TestDatabase;
let result: DemoWeekResult;
// On PostgreSQL the week is one transaction, one connection: a statement sent while another runs is
// what node-postgres warns about ("client.query() while already executing"), once per process, so
// from the seed on; none may be.
const warnings: string[] = [];
const onWarning = (warning: Error) => warnings.push(warning.message);
const rowsOf = (value: unknown) => (value as { rows: Record<string, unknown>[] }).rows;

beforeAll(async () => {
  process.on('warning', onWarning);
  database = await createTestDatabase();
  await seedDemoData({ db: database.db, now: new Date(NOW.getTime() - 8 * DAY_MS) });
  result = await playDemoWeek({ db: database.db, log: silentLogger, now: NOW });
}, 300_000);
afterAll(async () => {
  process.off('warning', onWarning);
  await database?.close();
});

describe('the demo week', () => {
  it('plays 60 to 120 orders, most delivered, a few cancelled; a second play does nothing', async () => {
    console.info(`demo week: ${JSON.stringify(result)}`);
    expect(result.played).toBe(true);
    expect(result.placed).toBeGreaterThanOrEqual(60);
    expect(result.placed).toBeLessThanOrEqual(120);
    expect(result.skipped).toBe(0);
    expect(warnings.filter((message) => message.includes('client.query()'))).toEqual([]);
    expect(result.cancelled).toBeGreaterThan(0);
    expect(result.delivered).toBeGreaterThan(result.placed * 0.7);
    const again = await playDemoWeek({ db: database.db, log: silentLogger, now: NOW });
    expect(again.played).toBe(false);
    const [{ count }] = rowsOf(await database.db.execute(sql`select count(*)::int as count from orders`)) as [
      { count: number },
    ];
    expect(count).toBe(result.placed);
  });

  it('every order happened in the seven days before now, with each kind of payment, tips and vouchers', async () => {
    const rows = rowsOf(
      await database.db.execute(sql`select created_at, delivered_at, payment_method, is_picked_up,
        tipping, discount, order_status, payment_status from orders`),
    );
    for (const row of rows) {
      const created = new Date(row.created_at as string).getTime();
      expect(created).toBeGreaterThanOrEqual(NOW.getTime() - 7 * DAY_MS);
      expect(created).toBeLessThan(NOW.getTime());
      if (row.delivered_at)
        expect(new Date(row.delivered_at as string).getTime()).toBeLessThan(NOW.getTime());
    }
    expect(new Set(rows.map((row) => row.payment_method))).toEqual(new Set(['COD', 'STRIPE', 'PAYPAL']));
    expect(rows.some((row) => row.is_picked_up === true && row.order_status === 'DELIVERED')).toBe(true);
    expect(rows.some((row) => Number(row.tipping) > 0)).toBe(true);
    expect(rows.some((row) => Number(row.discount) > 0)).toBe(true);
    expect(rows.some((row) => row.payment_status === 'REFUNDED')).toBe(true);
    expect(rows.filter((row) => row.order_status === 'CANCELLED').length).toBe(result.cancelled);
  });

  it('every ledger transaction balances; each order: restaurant + rider + platform = paid − refunded', async () => {
    const unbalanced = await database.db.execute(
      sql`select transaction_id from ledger_entries group by transaction_id having sum(amount) <> 0`,
    );
    expect(rowsOf(unbalanced)).toEqual([]);
    const entries = rowsOf(
      await database.db.execute(sql`select o.id as order_id, o.order_status, o.order_amount, e.account_kind,
        e.account_owner, e.amount, e.event_kind, e.created_at from orders o
        left join ledger_entries e on e.order_id = o.id`),
    );
    const byOrder = new Map<string, typeof entries>();
    for (const row of entries)
      byOrder.set(row.order_id as string, [...(byOrder.get(row.order_id as string) ?? []), row]);
    expect(byOrder.size).toBe(result.placed);
    for (const [orderId, rows] of byOrder) {
      const lines = rows
        .filter((row) => row.event_kind !== null)
        .map((row) => ({
          account: { kind: row.account_kind as LedgerAccountKind, owner: row.account_owner as string },
          amount: Number(row.amount),
          eventKind: row.event_kind as LedgerEventKind,
        }));
      const summary = summariseOrderLines(lines);
      const context = JSON.stringify({ orderId, summary });
      expect(summary.clearing, context).toBe(0);
      expect(summary.restaurant + summary.rider + summary.platform, context).toBe(
        summary.collected - summary.refunded,
      );
      const delivered = rows[0]!.order_status === 'DELIVERED';
      expect(summary.collected - summary.refunded, context).toBe(
        delivered ? Number(rows[0]!.order_amount) : 0,
      );
    }
    const kinds = new Set(entries.map((row) => row.event_kind));
    for (const kind of ['PAYMENT_CAPTURED', 'CASH_COLLECTED', 'REFUND', 'COMMISSION', 'RIDER_FEE', 'TIP'])
      expect(kinds.has(kind)).toBe(true);
  });

  it("the featured restaurant's delivered orders fall on at least six days of the week", async () => {
    const rows = rowsOf(
      await database.db
        .execute(sql`select o.delivered_at from orders o join restaurants r on r.id = o.restaurant_id
        where r.slug = ${DEMO_SLUGS.open} and o.order_status = 'DELIVERED'`),
    );
    expect(rows.length).toBeGreaterThanOrEqual(15);
    const days = new Set(rows.map((row) => localDate(new Date(row.delivered_at as string), DEMO_TIME_ZONE)));
    expect(days.size).toBeGreaterThanOrEqual(6);
    // Each delivery's ledger entries carry its own moment, not the moment the week was played.
    const late = rowsOf(
      await database.db.execute(sql`select 1 from ledger_entries e join orders o on o.id = e.order_id
        where e.created_at > o.delivered_at and e.event_kind <> 'REFUND' and e.event_kind <> 'PAYMENT_CAPTURED'`),
    );
    expect(late).toEqual([]);
  });
});
