import { isOrderStatus } from '@food/domain';
import type { Db } from '../../db/types.ts';
import type { AdminOrderPage, QueryAdminOrdersArgs } from '../../generated/graphql.ts';
import { toMajor } from '../../lib/money.ts';
import { optionalUuid, parseDateRange, parsePage } from '../audit/list-filters.ts';
import { listAdminOrders } from './order-admin.repository.ts';

const PAGE = { fallback: 25, max: 100 };
const MINUTE_MS = 60_000;

/** Orders waiting for a rider since before this instant are flagged (`needsRider`). */
export const needsRiderCutoff = (now: Date, alertMinutes: number) =>
  new Date(now.getTime() - alertMinutes * MINUTE_MS);

/** adminOrders: search and filters, orders needing a rider first (docs/admin.md "Orders"). */
export async function listOrdersForAdmin({
  db,
  now,
  alertMinutes,
  args,
}: {
  db: Db;
  now: Date;
  alertMinutes: number;
  args: QueryAdminOrdersArgs;
}): Promise<AdminOrderPage> {
  const page = parsePage(args, PAGE);
  const status = args.status ?? undefined;
  const filters = {
    search: args.search?.trim() || undefined,
    status: status && isOrderStatus(status) ? status : undefined,
    restaurantId: optionalUuid(args.restaurant, 'restaurant'),
    needsRider: args.needsRider === true,
    ...parseDateRange(args),
  };
  const { rows, total } = await listAdminOrders(db, {
    filters,
    cutoff: needsRiderCutoff(now, alertMinutes),
    ...page,
  });
  return {
    total,
    items: rows.map((row) => ({
      _id: row.id,
      orderId: row.orderId,
      orderStatus: row.orderStatus,
      paymentMethod: row.paymentMethod,
      paymentStatus: row.paymentStatus,
      isPickedUp: row.isPickedUp,
      orderAmount: toMajor(row.orderAmount, row.currency),
      currency: row.currency,
      createdAt: row.createdAt.toISOString(),
      restaurantId: row.restaurantId,
      restaurantName: row.restaurantName,
      customerName: row.customerName,
      customerEmail: row.customerEmail,
      riderName: row.riderName,
      needsRider: row.needsRider === true,
    })),
  };
}
