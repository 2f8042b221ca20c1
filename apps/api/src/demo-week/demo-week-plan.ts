import type { PaymentMethod } from '@food/domain';
import { createRng, type Rng } from '../db/seed/random.ts';

// What happens to each order of the demo week (docs/demo-and-orders.md#the-demo-week), decided up
// front from a fixed seed: the same plan on every run, only anchored to a different `now`.

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;
const DAY_MS = 24 * HOUR_MS;

export const DEMO_WEEK_SEED = 'open-food-ordering demo week v1';
export const DEMO_WEEK_ORDERS = 90;
/** Every demo-week order's idempotency key starts so; the command refuses a second week by it. */
export const DEMO_WEEK_KEY_PREFIX = 'demo-week-';

/**
 * How an order ends. `CANCELLED_UNPAID`: the customer cancels before anyone paid (or before the
 * restaurant took a cash order); `CANCELLED_PAID`: the customer cancels a paid order, which is
 * refunded; `DECLINED`: the restaurant declines a paid order, refunded too.
 */
export type DemoEnding = 'DELIVERED' | 'CANCELLED_UNPAID' | 'CANCELLED_PAID' | 'DECLINED';

export type DemoOrderPlan = {
  key: string;
  /** When the customer places it; every later step is a few minutes after. */
  placedAt: Date;
  /** Index into the restaurants the player found (0: the featured restaurant, Karahi Point). */
  restaurant: number;
  /** Index into the demo customer's addresses. */
  address: number;
  rider: number;
  pickup: boolean;
  method: PaymentMethod;
  voucher: 'WELCOME10' | 'HALFOFF' | null;
  /** Index into the platform's tip presets, or null for no tip. */
  tip: number | null;
  ending: DemoEnding;
  /** Which dishes (indexes into the restaurant's orderable dishes) and how many of each. */
  lines: { dish: number; quantity: number }[];
};

/** Busier at lunch and dinner, in the platform's evening and midday hours (UTC+5 in the demo). */
const BUSY_HOURS_UTC = [7, 8, 9, 10, 13, 14, 15, 16, 17];

function placementTimes(rng: Rng, now: Date, count: number): Date[] {
  const start = now.getTime() - 7 * DAY_MS;
  // The last order is placed at least two hours ago, so its whole life is in the past.
  const latest = now.getTime() - 2 * HOUR_MS;
  const firstMidnight = Math.floor(start / DAY_MS) * DAY_MS;
  const times: number[] = [];
  for (let i = 0; i < count; i++) {
    // The eight UTC days the week touches, in turn, so every day has its share; a busy hour of the
    // day, drawn again while it falls outside the week.
    let at = Number.NaN;
    for (let attempt = 0; attempt < 50 && !(at >= start + HOUR_MS && at <= latest); attempt++) {
      const day = attempt === 0 ? i % 8 : rng.int(0, 7);
      at = firstMidnight + day * DAY_MS + rng.pick(BUSY_HOURS_UTC) * HOUR_MS + rng.int(0, 59) * MINUTE_MS;
    }
    if (!(at >= start + HOUR_MS && at <= latest)) at = latest - i * MINUTE_MS;
    times.push(at + (i % 60) * 1000);
  }
  return times.sort((a, b) => a - b).map((time) => new Date(time));
}

function endingOf(rng: Rng): DemoEnding {
  const roll = rng.next();
  if (roll < 0.06) return 'CANCELLED_UNPAID';
  if (roll < 0.1) return 'CANCELLED_PAID';
  if (roll < 0.13) return 'DECLINED';
  return 'DELIVERED';
}

/** The week's plan: `count` orders, oldest first. */
export function planDemoWeek({
  now,
  count = DEMO_WEEK_ORDERS,
  restaurants,
  riders,
  addresses,
  tipPresets,
}: {
  now: Date;
  count?: number;
  restaurants: number;
  riders: number;
  addresses: number;
  tipPresets: number;
}): DemoOrderPlan[] {
  const rng = createRng(DEMO_WEEK_SEED);
  return placementTimes(rng, now, count).map((placedAt, i) => {
    const method = rng.pick<PaymentMethod>(['COD', 'COD', 'STRIPE', 'STRIPE', 'PAYPAL']);
    const ending = endingOf(rng);
    const roll = rng.next();
    return {
      key: `${DEMO_WEEK_KEY_PREFIX}${String(i + 1).padStart(3, '0')}`,
      placedAt,
      // A third of the week at the featured restaurant, so its statement reads like a real one.
      restaurant: rng.chance(0.35) || restaurants < 2 ? 0 : rng.int(1, restaurants - 1),
      address: rng.chance(0.7) || addresses < 2 ? 0 : 1,
      rider: rng.int(0, Math.max(0, riders - 1)),
      pickup: rng.chance(0.1),
      method,
      // A cash order cancelled after payment does not exist: cash is paid at the door.
      ending: method === 'COD' && ending !== 'DELIVERED' ? 'CANCELLED_UNPAID' : ending,
      voucher: roll < 0.12 ? 'WELCOME10' : roll < 0.17 ? 'HALFOFF' : null,
      tip: tipPresets > 0 && rng.chance(0.55) ? rng.int(0, tipPresets - 1) : null,
      lines: Array.from({ length: rng.int(1, 3) }, () => ({ dish: rng.int(0, 99), quantity: rng.int(1, 2) })),
    };
  });
}
