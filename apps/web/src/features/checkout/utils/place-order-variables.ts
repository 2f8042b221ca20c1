import { type CartLine, type OrderTotals, type PaymentMethod, toMajor } from '@food/domain';
import type { PlacedAddress } from '@/components/address/address-model.ts';
import type { PlaceOrderMutationVariables } from '@/gql/graphql.ts';

export type PlaceOrderDraft = {
  restaurantId: string;
  lines: readonly CartLine[];
  paymentMethod: PaymentMethod;
  /** The coupon title as applied in the voucher dialog, or null. */
  couponCode: string | null;
  tipPercent: number | null;
  totals: OrderTotals;
  currency: string;
  isPickedUp: boolean;
  /** Required for delivery; ignored for pick-up. */
  address: PlacedAddress | null;
  orderDate: string;
};

/**
 * The PlaceOrder variables (docs/product/api.md#orders), without the idempotency key. Amounts leave as major
 * units (the GraphQL edge); the address is the saved one, by _id, whose stored text the server uses.
 */
export function placeOrderVariables(
  draft: PlaceOrderDraft,
): Omit<PlaceOrderMutationVariables, 'idempotencyKey'> {
  const major = (minor: number) => toMajor(minor, draft.currency);
  const address = !draft.isPickedUp && draft.address ? draft.address : null;
  return {
    restaurant: draft.restaurantId,
    orderInput: draft.lines.map((line) => ({
      food: line.foodId,
      quantity: line.quantity,
      variation: line.variationId,
      addons: line.addons.map((addon) => ({ _id: addon._id, options: [...addon.options] })),
      specialInstructions: line.specialInstructions,
    })),
    paymentMethod: draft.paymentMethod,
    couponCode: draft.couponCode,
    tipPercent: draft.tipPercent,
    tipping: major(draft.totals.tip),
    taxationAmount: major(draft.totals.tax),
    address: address && {
      _id: address._id,
      label: address.label,
      deliveryAddress: address.deliveryAddress,
      details: address.details,
      latitude: String(address.latitude),
      longitude: String(address.longitude),
    },
    orderDate: draft.orderDate,
    isPickedUp: draft.isPickedUp,
    deliveryCharges: major(draft.isPickedUp ? 0 : draft.totals.deliveryFee),
    orderAmount: major(draft.totals.total),
  };
}
