import type { Db } from '../../db/types.ts';
import { notFound } from '../../errors.ts';
import type { AdminOrderDetail } from '../../generated/graphql.ts';
import { isUuid } from '../../lib/ids.ts';
import { toMajor } from '../../lib/money.ts';
import { ORDER_NOT_FOUND } from '../tracking/order-transition.ts';
import { needsRiderCutoff } from './list-admin-orders.ts';
import { findAdminOrder, findOrderHistory, findOrderPayments } from './order-admin.repository.ts';

/** adminOrder: the order with its history, payments and refunds, customer and rider. */
export async function getAdminOrder({
  db,
  now,
  alertMinutes,
  id,
}: {
  db: Db;
  now: Date;
  alertMinutes: number;
  id: string;
}): Promise<AdminOrderDetail> {
  const orderId = id.trim();
  if (!isUuid(orderId)) throw notFound(ORDER_NOT_FOUND);
  const [row, history, payments] = await Promise.all([
    findAdminOrder(db, orderId, needsRiderCutoff(now, alertMinutes)),
    findOrderHistory(db, orderId),
    findOrderPayments(db, orderId),
  ]);
  if (!row) throw notFound(ORDER_NOT_FOUND);
  const { order, customer, rider } = row;
  return {
    _id: order.id,
    orderId: order.orderId,
    orderStatus: order.orderStatus,
    paymentMethod: order.paymentMethod,
    paymentStatus: order.paymentStatus,
    isPickedUp: order.isPickedUp,
    orderAmount: toMajor(order.orderAmount, order.currency),
    paidAmount: toMajor(order.paidAmount, order.currency),
    currency: order.currency,
    createdAt: order.createdAt.toISOString(),
    reason: order.reason,
    cancelledBy: order.cancelledBy,
    deliveryAddress: order.deliveryAddress,
    restaurantId: order.restaurantId,
    restaurantName: row.restaurantName,
    customer: { _id: customer.id, name: customer.name, email: customer.email, phone: customer.phone },
    rider: rider
      ? { _id: rider.id, name: rider.name, isOnline: rider.isOnline, zoneName: row.riderZone }
      : null,
    needsRider: row.needsRider === true,
    history: history.map((event) => ({
      status: event.status,
      at: event.at.toISOString(),
      actorRole: event.actorRole,
      actorName: event.actorName,
      note: event.note,
    })),
    payments: payments.map((payment) => ({
      _id: payment.id,
      provider: payment.provider,
      status: payment.status,
      amount: toMajor(payment.amount, payment.currency),
      currency: payment.currency,
      refundRef: payment.refundRef,
      createdAt: payment.createdAt.toISOString(),
      updatedAt: payment.updatedAt.toISOString(),
    })),
  };
}
