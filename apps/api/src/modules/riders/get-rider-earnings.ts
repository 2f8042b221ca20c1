import { addLocalDays, localDate, localWeekStart } from '@food/domain';
import type { Db } from '../../db/types.ts';
import { toMajor } from '../../lib/money.ts';
import type { CatalogCache } from '../catalog/catalog-cache-interface.ts';
import type { RiderRow } from '../tracking/tracking.repository.ts';
import { findPlatformTimeZone } from '../ledger/platform-time-zone.ts';
import { findRiderCashHeld, listRiderDeliveries } from './earnings.repository.ts';

// riderEarnings (docs/rider-app.md#earnings): the signed-in rider's deliveries, fees and tips today and
// this week, in the platform's time zone with weeks starting on Monday, plus the cash they hold.

const DAY_MS = 24 * 60 * 60_000;

type Delivery = Awaited<ReturnType<typeof listRiderDeliveries>>[number];

function period(from: string, deliveries: Delivery[], currency: string) {
  const fees = deliveries.reduce((total, row) => total + row.fee, 0);
  const tips = deliveries.reduce((total, row) => total + row.tip, 0);
  return {
    from,
    deliveries: deliveries.length,
    fees: toMajor(fees, currency),
    tips: toMajor(tips, currency),
    total: toMajor(fees + tips, currency),
  };
}

export async function getRiderEarnings({
  db,
  catalog,
  rider,
  now,
}: {
  db: Db;
  catalog: CatalogCache;
  rider: RiderRow;
  now: Date;
}) {
  const [timeZone, configuration] = await Promise.all([findPlatformTimeZone(db), catalog.configuration()]);
  const currency = configuration?.currency ?? 'USD';
  const today = localDate(now, timeZone);
  const weekStart = localWeekStart(now, timeZone);
  // A week and a day back covers the local week in any zone; the local dates then decide.
  const rows = await listRiderDeliveries(db, {
    riderId: rider.id,
    since: new Date(now.getTime() - 8 * DAY_MS),
  });
  const inWeek = rows.filter((row) => {
    const day = localDate(row.deliveredAt, timeZone);
    return day >= weekStart && day < addLocalDays(weekStart, 7);
  });
  const cashHeld = await findRiderCashHeld(db, { riderId: rider.id, currency });
  return {
    currency,
    timeZone,
    today: period(
      today,
      inWeek.filter((row) => localDate(row.deliveredAt, timeZone) === today),
      currency,
    ),
    week: period(weekStart, inWeek, currency),
    cashHeld: toMajor(cashHeld, currency),
    deliveries: inWeek.map((row) => ({
      _id: row.id,
      orderId: row.orderId,
      restaurantName: row.restaurantName,
      deliveredAt: row.deliveredAt.toISOString(),
      fee: toMajor(row.fee, currency),
      tip: toMajor(row.tip, currency),
    })),
  };
}
