import { formatMoney } from '@food/domain';
import { and, eq, isNotNull, sql } from 'drizzle-orm';
import type { Logger } from '../../adapters/logger.ts';
import type { PushSender } from '../../adapters/push/push-sender.ts';
import { configuration, orderItems, orders, users } from '../../db/schema/index.ts';
import type { Db } from '../../db/types.ts';

// Alerts that reach the kitchen (docs/restaurant-console.md "Alerts"): when an order reaches the
// restaurant (COD when placed, card/PayPal once paid: the moment the board gets it), every staff
// account of that restaurant that turned alerts on (saveNotificationTokenWeb from the console) gets a
// Web Push; a click opens /console. The customer's contact data never goes into it.

async function readAlert(db: Db, orderId: string) {
  const [order] = await db
    .select({
      orderId: orders.orderId,
      restaurantId: orders.restaurantId,
      orderAmount: orders.orderAmount,
      currency: orders.currency,
      symbol: sql<string | null>`(select ${configuration.currencySymbol} from ${configuration} limit 1)`,
    })
    .from(orders)
    .where(eq(orders.id, orderId));
  if (!order) return null;
  const [items] = await db
    .select({ count: sql<number>`coalesce(sum(${orderItems.quantity}), 0)::int` })
    .from(orderItems)
    .where(eq(orderItems.orderId, orderId));
  const staff = await db
    .select({ token: users.notificationToken })
    .from(users)
    .where(
      and(
        eq(users.role, 'RESTAURANT'),
        eq(users.restaurantId, order.restaurantId),
        isNotNull(users.notificationToken),
      ),
    );
  return {
    order: { ...order, items: items?.count ?? 0 },
    tokens: staff.map((row) => row.token!).filter(Boolean),
  };
}

/** The push text: "New order K-123, 2 items, Rs 1,250". */
export function restaurantAlertBody(order: {
  orderId: string;
  items: number;
  orderAmount: number;
  currency: string;
  symbol: string | null;
}): string {
  const amount = formatMoney(order.orderAmount, { currency: order.currency, symbol: order.symbol ?? '' });
  return `New order ${order.orderId}, ${order.items} ${order.items === 1 ? 'item' : 'items'}, ${amount}`;
}

/** Sends are not awaited beyond the read: a slow push service never delays the order. */
export async function notifyRestaurantStaff(
  deps: { db: Db; push?: PushSender; log: Logger },
  orderId: string,
): Promise<void> {
  const { push } = deps;
  if (!push) return;
  try {
    const alert = await readAlert(deps.db, orderId);
    if (!alert || alert.tokens.length === 0) return;
    const message = { title: 'New order', body: restaurantAlertBody(alert.order), url: '/console' };
    for (const token of alert.tokens)
      void push.send(token, message).catch((error: unknown) => {
        deps.log.warn({ err: error }, 'restaurant push failed');
      });
  } catch (error) {
    deps.log.warn({ err: error }, 'restaurant alert not sent');
  }
}
