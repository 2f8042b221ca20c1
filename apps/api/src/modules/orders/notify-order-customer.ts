import type { Logger } from '../../adapters/logger.ts';
import type { PushSender } from '../../adapters/push/push-sender.ts';
import type { Db } from '../../db/types.ts';
import { findNotificationToken } from './orders.repository.ts';

/**
 * A push message to the customer's saved device (docs/product/accounts.md#notifications:
 * the body holds "Order ID" and the id; the web shows titles "Order status: …" and "Order placed" as
 * an info toast). Sending is not awaited: a slow push service never delays the order change, and the
 * sender logs its own failures.
 */
export async function notifyOrderCustomer(
  deps: { db: Db; push: PushSender; log: Logger },
  {
    userId,
    id,
    orderId,
    title,
    token: known,
  }: {
    userId: string;
    id: string;
    orderId: string;
    title: string;
    /** The customer's device token when the caller already read the user row in this request. */
    token?: string | null;
  },
): Promise<void> {
  const token = known !== undefined ? known : await findNotificationToken(deps.db, userId);
  if (!token) return;
  const message = { title, body: `Order ID ${orderId}`, orderId, url: `/order-detail/${id}` };
  void deps.push.send(token, message).catch((error: unknown) => {
    deps.log.warn({ err: error }, 'push notification failed');
  });
}
