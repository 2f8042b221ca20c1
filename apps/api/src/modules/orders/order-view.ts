import type { Db } from '../../db/types.ts';
import type { Order, OrderItem } from '../../generated/graphql.ts';
import { groupBy } from '../../lib/group-by.ts';
import { toMajor, toMajorOrNull } from '../../lib/money.ts';
import { toPoint } from '../../lib/point.ts';
import { riderView } from './rider-view.ts';
import {
  findCurrencySymbol,
  findItemsOfOrders,
  findOrderRows,
  findRefundsOfOrders,
  findRestaurantsOfOrders,
  findReviewsOfOrders,
  findRidersOfOrders,
  findUsersOfOrders,
  type OrderItemRow,
  type OrderRow,
} from './orders.repository.ts';

/**
 * The complete GraphQL Order (every field, amounts in major units of the order's own currency), so
 * mutations and subscriptions return plain objects and no field resolver ever queries per order.
 * A list costs the same constant number of statements as one order.
 */
export async function loadOrderView(db: Db, orderId: string): Promise<Order | null> {
  const [view] = await loadOrderViews(db, [orderId]);
  return view ?? null;
}

/** Views in the order of `orderIds`; unknown (or malformed) ids are left out. */
export async function loadOrderViews(db: Db, orderIds: string[]): Promise<Order[]> {
  const rows = await findOrderRows(db, [...new Set(orderIds)]);
  if (rows.length === 0) return [];
  const ids = rows.map((row) => row.id);
  const unique = <T>(values: (T | null)[]) => [...new Set(values.filter((v): v is T => v !== null))];
  const [items, restaurantRows, userRows, riderRows, reviewRows, refundRows, currencySymbol] =
    await Promise.all([
      findItemsOfOrders(db, ids),
      findRestaurantsOfOrders(db, unique(rows.map((row) => row.restaurantId))),
      findUsersOfOrders(db, unique(rows.map((row) => row.userId))),
      findRidersOfOrders(db, unique(rows.map((row) => row.riderId))),
      findReviewsOfOrders(db, ids),
      findRefundsOfOrders(db, ids),
      findCurrencySymbol(db),
    ]);
  const itemsByOrder = groupBy(items, (item) => item.orderId);
  const restaurantById = new Map(restaurantRows.map((r) => [r.id, r]));
  const userById = new Map(userRows.map((u) => [u.id, u]));
  const riderById = new Map(riderRows.map((r) => [r.id, r]));
  const reviewByOrder = new Map(reviewRows.map((r) => [r.orderId, r]));
  const refundsByOrder = groupBy(refundRows, (r) => r.orderId);
  const rowById = new Map(rows.map((row) => [row.id, row]));

  const views: Order[] = [];
  for (const id of orderIds) {
    const row = rowById.get(id);
    const restaurant = row && restaurantById.get(row.restaurantId);
    const user = row && userById.get(row.userId);
    if (!row || !restaurant || !user) continue;
    views.push(
      buildOrderView(row, {
        items: itemsByOrder.get(row.id) ?? [],
        restaurant,
        user,
        rider: row.riderId ? riderById.get(row.riderId) : undefined,
        review: reviewByOrder.get(row.id),
        refunds: refundsByOrder.get(row.id),
        currencySymbol: currencySymbol ?? row.currency,
      }),
    );
  }
  return views;
}

export type OrderViewParts = {
  items: OrderItemRow[];
  restaurant: {
    id: string;
    name: string;
    image: string;
    slug: string;
    address: string;
    latitude: number;
    longitude: number;
  };
  user: { id: string; name: string; email: string; phone: string | null };
  rider?: { id: string; name: string; latitude: number | null; longitude: number | null } | undefined;
  review?: { id: string; rating: number; description: string } | undefined;
  /** Minor units per attempt status (REFUND_PENDING, REFUNDED); none for a new order. */
  refunds?: { status: string; amount: number }[] | undefined;
  currencySymbol: string;
};

/** The view from rows already in hand (placeOrder has them all right after its insert). */
export function buildOrderView(
  row: OrderRow,
  { items, restaurant, user, rider, review, refunds = [], currencySymbol }: OrderViewParts,
): Order {
  const refunded = (status: string) =>
    toMajor(
      refunds.filter((refund) => refund.status === status).reduce((sum, refund) => sum + refund.amount, 0),
      row.currency,
    );
  return {
    ...orderFields(row, currencySymbol),
    refundedAmount: refunded('REFUNDED'),
    refundPendingAmount: refunded('REFUND_PENDING'),
    restaurant: {
      _id: restaurant.id,
      name: restaurant.name,
      image: restaurant.image,
      slug: restaurant.slug,
      address: restaurant.address,
      location: toPoint(restaurant),
    },
    items: items.map((item) => itemView(item, row.currency)),
    user: { _id: user.id, name: user.name, email: user.email, phone: user.phone },
    rider: rider ? riderView(rider) : null,
    review: review ? { _id: review.id, rating: review.rating, description: review.description } : null,
  };
}

const iso = (date: Date | null) => (date ? date.toISOString() : null);

function orderFields(row: OrderRow, currencySymbol: string) {
  const major = (minor: number) => toMajor(minor, row.currency);
  const hasLocation = row.deliveryLatitude !== null && row.deliveryLongitude !== null;
  return {
    _id: row.id,
    orderId: row.orderId,
    deliveryAddress:
      row.isPickedUp || !hasLocation
        ? null
        : {
            location: toPoint({ latitude: row.deliveryLatitude!, longitude: row.deliveryLongitude! }),
            deliveryAddress: row.deliveryAddress,
            details: row.deliveryDetails,
            label: row.deliveryLabel,
          },
    paymentMethod: row.paymentMethod,
    paymentStatus: row.paymentStatus,
    paidAmount: major(row.paidAmount),
    orderAmount: major(row.orderAmount),
    orderStatus: row.orderStatus,
    reason: row.reason,
    cancelledBy: row.cancelledBy,
    orderDate: row.orderDate.toISOString(),
    expectedTime: iso(row.expectedTime),
    isPickedUp: row.isPickedUp,
    currency: row.currency,
    currencySymbol,
    itemsSubtotal: major(row.itemsSubtotal),
    discount: major(row.discount),
    couponCode: row.couponCode,
    deliveryCharges: major(row.deliveryCharges),
    tipping: major(row.tipping),
    taxationAmount: major(row.taxationAmount),
    createdAt: row.createdAt.toISOString(),
    acceptedAt: iso(row.acceptedAt),
    assignedAt: iso(row.assignedAt),
    pickedAt: iso(row.pickedAt),
    deliveredAt: iso(row.deliveredAt),
    cancelledAt: iso(row.cancelledAt),
    completionTime: iso(row.completionTime),
    preparationTime: iso(row.preparationTime),
  };
}

// Snapshot prices (variation and option) are minor units like every stored amount.
function itemView(item: OrderItemRow, currency: string): OrderItem {
  return {
    _id: item.id,
    title: item.title,
    food: item.foodId,
    description: item.description,
    image: item.image,
    quantity: item.quantity,
    variation: {
      _id: item.variationId,
      title: item.variationTitle,
      price: toMajor(item.variationPrice, currency),
      discounted: toMajorOrNull(item.variationDiscounted, currency),
    },
    addons: item.addons.map((addon) => ({
      _id: addon._id,
      title: addon.title,
      description: addon.description,
      quantityMinimum: addon.quantityMinimum,
      quantityMaximum: addon.quantityMaximum,
      options: addon.options.map((option) => ({
        _id: option._id,
        title: option.title,
        description: option.description,
        price: toMajor(option.price, currency),
      })),
    })),
    specialInstructions: item.specialInstructions,
  };
}
