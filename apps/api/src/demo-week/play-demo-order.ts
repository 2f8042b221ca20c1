import { AppError } from '@food/domain';
import type { Logger } from '../adapters/logger.ts';
import type { PaymentGateways } from '../adapters/payments/payment-gateway.ts';
import type { PubSub } from '../adapters/pubsub/pubsub.ts';
import type { PushSender } from '../adapters/push/push-sender.ts';
import type { Db } from '../db/types.ts';
import type { UserRow } from '../modules/auth/auth.repository.ts';
import type { CatalogCache } from '../modules/catalog/catalog-cache-interface.ts';
import { placeOrder } from '../modules/orders/place-order.ts';
import type { OrderLineRequest, PlaceOrderRequest } from '../modules/orders/place-order-input.ts';
import { completePaypalPayment } from '../modules/payments/complete-paypal-payment.ts';
import { approveDemoPayment } from '../modules/payments/demo-payment.ts';
import { startCardCheckout } from '../modules/payments/start-card-checkout.ts';
import { startPaypalOrder } from '../modules/payments/start-paypal-order.ts';
import { acceptOrder } from '../modules/tracking/accept-order.ts';
import { assignOrder } from '../modules/tracking/assign-order.ts';
import { cancelOrder } from '../modules/tracking/cancel-order.ts';
import { declineOrder } from '../modules/tracking/decline-order.ts';
import { deliverOrder } from '../modules/tracking/deliver-order.ts';
import { handOverPickupOrder } from '../modules/tracking/hand-over-pickup-order.ts';
import { pickUpOrder } from '../modules/tracking/pick-up-order.ts';
import type { Actor, TrackingDeps } from '../modules/tracking/tracking-deps.ts';
import type { DemoOrderPlan } from './demo-week-plan.ts';

// One order of the demo week through the product's own operations, each given the past moment it
// happens at as its `now` (docs/demo-and-orders.md#the-demo-week): the customer places and pays on
// the demo provider's page, the restaurant accepts or declines, a rider takes, picks up and delivers,
// or the customer cancels. The ledger's entries are written by those operations, as in production.

const MINUTE_MS = 60_000;
/** Payment return addresses are built from an origin; nobody follows them here. */
const ORIGIN = 'http://127.0.0.1';
const PREPARATION_MINUTES = 15;

/** Minutes after placing at which each step happens. */
const STEP = { pay: 1, decide: 2, cancel: 3, assign: 5, pickUp: 17, handOver: 20, deliver: 31 } as const;

export type DemoWeekServices = {
  db: Db;
  catalog: CatalogCache;
  pubsub: PubSub;
  push: PushSender;
  log: Logger;
  gateways: PaymentGateways;
};

export type DemoOrderCast = {
  customer: UserRow;
  restaurantId: string;
  addressId: string | null;
  rider: { id: string; userId: string } | null;
  lines: OrderLineRequest[];
  tipPercent: number | null;
};

/** placeOrder with the amounts the checkout would show: a first try learns them from PRICE_CHANGED. */
async function place(services: DemoWeekServices, user: UserRow, request: PlaceOrderRequest, now: Date) {
  const deps = { ...services, user, now };
  try {
    return await placeOrder(deps, request);
  } catch (error) {
    if (!(error instanceof AppError) || error.code !== 'PRICE_CHANGED') throw error;
    const expected = error.extensions.expected as PlaceOrderRequest['client'];
    return placeOrder(deps, { ...request, client: expected });
  }
}

async function pay(
  services: DemoWeekServices,
  user: UserRow,
  orderId: string,
  plan: DemoOrderPlan,
  now: Date,
) {
  const { db, log, gateways } = services;
  const demo = { ...services, now, origin: ORIGIN };
  if (plan.method === 'STRIPE') {
    const { url } = await startCardCheckout({
      db,
      log,
      user,
      orderId,
      origin: ORIGIN,
      now,
      gateway: gateways.card,
    });
    const ref = decodeURIComponent(url.slice(url.lastIndexOf('/') + 1));
    await approveDemoPayment({ ...demo, ref });
    return;
  }
  const { id } = await startPaypalOrder({
    db,
    log,
    user,
    orderId,
    origin: ORIGIN,
    now,
    gateway: gateways.paypal,
  });
  await approveDemoPayment({ ...demo, ref: id });
  await completePaypalPayment({ ...services, now, user, orderId, providerOrderId: id });
}

/** Plays one order's life; returns its id, or throws what the product refused. */
export async function playDemoOrder(
  services: DemoWeekServices,
  plan: DemoOrderPlan,
  cast: DemoOrderCast,
): Promise<string> {
  const { customer } = cast;
  // Without riders every order is a pick-up.
  const pickup = plan.pickup || !cast.rider;
  const at = (minutes: number) => new Date(plan.placedAt.getTime() + minutes * MINUTE_MS);
  const deps = (minutes: number): TrackingDeps => ({ ...services, now: at(minutes) });
  const order = await place(
    services,
    customer,
    {
      restaurantId: cast.restaurantId,
      lines: cast.lines,
      paymentMethod: plan.method,
      couponCode: plan.voucher,
      tipPercent: cast.tipPercent,
      addressId: pickup ? null : cast.addressId,
      orderDate: plan.placedAt,
      isPickedUp: pickup,
      idempotencyKey: plan.key,
      client: { tipping: 0, taxationAmount: 0, deliveryCharges: 0, orderAmount: null },
    },
    plan.placedAt,
  );
  const orderId = order._id;
  const restaurant: Actor = { role: 'RESTAURANT', userId: null, restaurantId: cast.restaurantId };
  const asCustomer: Actor = { role: 'CUSTOMER', userId: customer.id };
  if (plan.method !== 'COD' && plan.ending !== 'CANCELLED_UNPAID')
    await pay(services, customer, orderId, plan, at(STEP.pay));

  switch (plan.ending) {
    case 'CANCELLED_UNPAID':
    case 'CANCELLED_PAID':
      // A paid order is refunded through the demo provider by the cancel itself.
      await cancelOrder(deps(STEP.cancel), asCustomer, { orderId });
      return orderId;
    case 'DECLINED':
      await declineOrder(deps(STEP.decide), restaurant, {
        orderId,
        reason: 'Sorry, we are out of an ingredient for this dish today.',
      });
      return orderId;
    case 'DELIVERED':
      break;
  }
  await acceptOrder(deps(STEP.decide), restaurant, { orderId, preparationMinutes: PREPARATION_MINUTES });
  if (pickup || !cast.rider) {
    await handOverPickupOrder(deps(STEP.handOver), restaurant, { orderId });
    return orderId;
  }
  const rider: Actor = { role: 'RIDER', userId: cast.rider.userId, riderId: cast.rider.id };
  // As the demo dispatcher assigns its riders: they have no app, so the online rule is not theirs.
  await assignOrder(deps(STEP.assign), rider, { orderId, dispatcher: true });
  await pickUpOrder(deps(STEP.pickUp), rider, { orderId });
  await deliverOrder(deps(STEP.deliver), rider, { orderId });
  return orderId;
}
