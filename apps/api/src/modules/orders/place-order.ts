import { orderTotals, validatePlaceOrder, type PaymentMethod } from '@food/domain';
import type { PubSub } from '../../adapters/pubsub/pubsub.ts';
import type { Db } from '../../db/types.ts';
import type { Order } from '../../generated/graphql.ts';
import { isUuid } from '../../lib/ids.ts';
import type { UserRow } from '../auth/auth.repository.ts';
import type { CatalogCache } from '../catalog/catalog-cache-interface.ts';
import type { Logger } from '../../adapters/logger.ts';
import type { PushSender } from '../../adapters/push/push-sender.ts';
import { notifyOrderCustomer } from './notify-order-customer.ts';
import { insertOrder, type NewOrderValues } from './insert-order.ts';
import { recordRedemption, takeVoucherUse } from '../vouchers/redeem-voucher.ts';
import {
  assertClientAmounts,
  assertVoucherApplies,
  couponPricing,
  resolveCoupon,
  resolveTipPercent,
} from './order-charges.ts';
import { ORDER_MESSAGES, orderError } from './order-errors.ts';
import { publishOrderChanged } from './order-events.ts';
import { foodsAvailableAt } from '../catalog/menus.ts';
import { notifyRestaurantStaff } from './notify-restaurant-staff.ts';
import { orderTiming } from './order-timing.ts';
import { buildOrderView, loadOrderView } from './order-view.ts';
import { findOrderByIdempotencyKey } from './orders.repository.ts';
import type { PlaceOrderRequest } from './place-order-input.ts';
import { priceOrderLines, type PricedOrderLine } from './price-order-lines.ts';
import {
  assertDeliversTo,
  orderDeliveryFee,
  pickUpSnapshot,
  resolveDeliveryAddress,
} from './resolve-delivery.ts';

type PlaceOrderDeps = {
  db: Db;
  catalog: CatalogCache;
  pubsub: PubSub;
  push: PushSender;
  log: Logger;
  user: UserRow;
  now: Date;
};

const MINUTE = 60_000;

/**
 * placeOrder (docs/product/ordering.md#placing-an-order, docs/product/changes-from-upstream.md#money):
 * idempotent per (user, key), every amount recomputed from database data with packages/domain, the web's
 * validation chain re-run with server data, one transaction, events after commit.
 */
export async function placeOrder(deps: PlaceOrderDeps, request: PlaceOrderRequest): Promise<Order> {
  const { db, user } = deps;
  let placed: Awaited<ReturnType<typeof createOrder>>;
  try {
    placed = await createOrder(deps, request);
  } catch (error) {
    // A retry of a finished attempt returns its order, whatever changed since (menu, hours, prices).
    // Looked up only on failure: a replay that still validates meets the unique index in insertOrder.
    const replay = await findOrderByIdempotencyKey(db, user.id, request.idempotencyKey);
    if (replay) return view(db, replay.id);
    throw error;
  }
  if (!placed.created) return view(db, placed.id);
  // COD goes to the restaurant at once; card/PayPal only once paid (payments publishes that).
  const toRestaurant = request.paymentMethod === 'COD';
  await publishOrderChanged(
    deps.pubsub,
    { orderId: placed.id, userId: user.id, kind: 'PLACED' },
    { toRestaurant },
  );
  if (toRestaurant) await notifyRestaurantStaff(deps, placed.id);
  // "Order placed" with the order number (docs/product/accounts.md#notifications).
  // The viewer row was read for this request, so its device token is current (no re-read).
  await notifyOrderCustomer(deps, {
    userId: user.id,
    id: placed.id,
    orderId: placed.view.orderId,
    title: 'Order placed',
    token: user.notificationToken,
  });
  return placed.view;
}

async function view(db: Db, orderId: string): Promise<Order> {
  const order = await loadOrderView(db, orderId);
  if (!order) throw new Error(`order ${orderId} has no view`);
  return order;
}

/** Everything the order will store, recomputed and checked; throws the first failure. */
async function priceOrder({ db, catalog, user, now }: PlaceOrderDeps, request: PlaceOrderRequest) {
  // Restaurant, hours, configuration, tips and menu come from the process caches (no SQL once
  // warm); only the address and the insert touch the database (docs/api-performance.md).
  const restaurant = isUuid(request.restaurantId) ? await catalog.restaurant(request.restaurantId) : null;
  // A DRAFT or UNPUBLISHED restaurant is unknown to customers (docs/admin.md "Restaurants").
  if (!restaurant?.isActive || restaurant.status !== 'PUBLISHED')
    throw orderError('NOT_FOUND', ORDER_MESSAGES.restaurantNotFound);
  const [card, configuration] = await Promise.all([catalog.card(restaurant.id), catalog.configuration()]);
  if (!configuration) throw new Error('the platform configuration is missing');
  const { currency, currencySymbol } = configuration;

  const timing = orderTiming({
    requested: request.orderDate,
    now,
    isAvailable: restaurant.isAvailable,
    openingTimes: card.openingTimes,
    timeZone: restaurant.timeZone,
    pausedUntil: restaurant.pausedUntil,
    closures: card.closures,
  });
  // The closed restaurant is the first failure the customer sees
  // (docs/product/validation.md#place-order-checks).
  if (!timing.isOpen) failWith(validatePlaceOrder(chainInput({ isRestaurantOpen: false })));

  const menu = await catalog.menu(restaurant.id);
  // A dish outside its own hours (menu editor) at the time the order is for reads as unavailable.
  const ordered = request.lines.flatMap((line) => menu.foods.get(line.foodId) ?? []);
  if (foodsAvailableAt(ordered, restaurant.timeZone, timing.orderDate).length < ordered.length)
    throw orderError('ITEM_UNAVAILABLE', ORDER_MESSAGES.itemUnavailable);
  const [lines, coupon, tipPercent, address] = await inOrder([
    (async () => priceOrderLines(menu, request.lines))(),
    resolveCoupon(db, request.couponCode),
    resolveTipPercent(catalog, request.tipPercent),
    request.isPickedUp ? null : resolveDeliveryAddress(db, user.id, request.addressId),
  ] as const);
  const totals = orderTotals({
    lines,
    ...couponPricing(coupon),
    deliveryFee: orderDeliveryFee({ configuration, restaurant, address, isPickedUp: request.isPickedUp }),
    taxPercent: restaurant.tax,
    tipPercent,
  });
  failWith(
    validatePlaceOrder(
      chainInput({
        isRestaurantOpen: timing.isOpen,
        lineCount: lines.length,
        discountedSubtotal: totals.discountedSubtotal,
        minimumOrder: restaurant.minimumOrder,
        hasAddress: address !== null,
      }),
    ),
  );
  if (coupon)
    await assertVoucherApplies(db, coupon, {
      userId: user.id,
      restaurantId: restaurant.id,
      subtotal: totals.subtotal,
      now,
    });
  if (!request.isPickedUp) await assertDeliversTo(catalog, restaurant.id, address);
  assertClientAmounts(request.client, totals, currency);
  // The chain above refused any method outside PAYMENT_METHODS (NO_PAYMENT_METHOD).
  const paymentMethod = request.paymentMethod as PaymentMethod;

  function chainInput(values: Partial<Parameters<typeof validatePlaceOrder>[0]>) {
    return {
      isRestaurantOpen: true,
      lineCount: request.lines.length,
      discountedSubtotal: 0,
      minimumOrder: 0,
      currencySymbol,
      currency,
      hasAddress: false,
      isPickedUp: request.isPickedUp,
      paymentMethod: request.paymentMethod,
      phone: user.phone,
      phoneIsVerified: user.phoneIsVerified,
      ...values,
    };
  }

  return { restaurant, configuration, timing, lines, coupon, address, totals, paymentMethod };
}

async function createOrder(deps: PlaceOrderDeps, request: PlaceOrderRequest) {
  const { db, user, now } = deps;
  const { restaurant, configuration, timing, lines, coupon, address, totals, paymentMethod } =
    await priceOrder(deps, request);
  const values: NewOrderValues = {
    restaurantId: restaurant.id,
    userId: user.id,
    idempotencyKey: request.idempotencyKey,
    ...(address ?? pickUpSnapshot()),
    isPickedUp: request.isPickedUp,
    paymentMethod,
    paymentStatus: 'PENDING',
    orderStatus: 'PENDING',
    currency: configuration.currency,
    itemsSubtotal: totals.subtotal,
    discount: totals.discount,
    couponCode: coupon?.title ?? null,
    deliveryCharges: totals.deliveryFee,
    taxationAmount: totals.tax,
    tipping: totals.tip,
    orderAmount: totals.total,
    paidAmount: 0,
    orderDate: timing.orderDate,
    expectedTime: new Date(
      timing.orderDate.getTime() + (restaurant.deliveryTime + restaurant.extraPreparationMinutes) * MINUTE,
    ),
    createdAt: now,
  };
  const items = lines.map(itemValues);
  // With a voucher, its use, the order and the redemption commit together (redeem-voucher.ts); a
  // refused use rolls the order back. Without one, insertOrder is a single statement.
  const inserted = !coupon
    ? await insertOrder(db, values, items)
    : await db.transaction(async (tx) => {
        await takeVoucherUse(tx, coupon, user.id);
        const result = await insertOrder(tx, values, items);
        if (!result.created) return result;
        await recordRedemption(tx, {
          couponId: coupon.id,
          orderId: result.id,
          userId: user.id,
          createdAt: now,
        });
        return result;
      });
  if (!inserted.created) return inserted;
  // A new order has no rider or review yet; everything else is in hand, so no re-read.
  const orderView = buildOrderView(inserted.row, {
    items: inserted.items,
    restaurant,
    user,
    currencySymbol: configuration.currencySymbol,
  });
  return { ...inserted, view: orderView };
}

/**
 * Like Promise.all, but when several fail the error of the first in the list wins, so the customer
 * always sees the same message for the same order (items, then coupon, tip, address).
 */
async function inOrder<T extends readonly unknown[]>(
  promises: T,
): Promise<{ -readonly [K in keyof T]: Awaited<T[K]> }> {
  const settled = await Promise.allSettled(promises);
  const failed = settled.find((result) => result.status === 'rejected');
  if (failed) throw failed.reason;
  return settled.map((result) => (result as PromiseFulfilledResult<unknown>).value) as never;
}

function failWith(check: ReturnType<typeof validatePlaceOrder>): void {
  if (!check.ok) throw orderError(check.code, check.message);
}

function itemValues(line: PricedOrderLine) {
  return {
    foodId: line.foodId,
    title: line.title,
    description: line.description,
    image: line.image,
    quantity: line.quantity,
    variationId: line.variationId,
    variationTitle: line.variationTitle,
    variationPrice: line.variationPrice,
    variationDiscounted: line.variationDiscounted,
    addons: line.addons,
    specialInstructions: line.specialInstructions,
    unitPrice: line.unitPrice,
  };
}
