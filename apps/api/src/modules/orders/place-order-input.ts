import { QUANTITY_MIN, SPECIAL_INSTRUCTIONS_MAX, type AddonSelection } from '@food/domain';
import type { MutationPlaceOrderArgs } from '../../generated/graphql.ts';
import { voucherRefused } from '../charges/apply-coupon.ts';
import { orderError } from './order-errors.ts';

export const PLACE_ORDER_LIMITS = {
  idempotencyKey: { min: 8, max: 100 },
  quantityMax: 99,
  lines: 50,
  addonGroups: 50,
  optionsPerGroup: 50,
  couponCode: 100,
  idLength: 100,
} as const;

export type OrderLineRequest = {
  foodId: string;
  variationId: string;
  quantity: number;
  addons: AddonSelection[];
  specialInstructions: string;
};

/** placeOrder's arguments after shape checks; nothing here is trusted beyond its form. */
export type PlaceOrderRequest = {
  restaurantId: string;
  lines: OrderLineRequest[];
  /** Checked against PAYMENT_METHODS by validatePlaceOrder (NO_PAYMENT_METHOD), in the chain's order. */
  paymentMethod: string;
  couponCode: string | null;
  tipPercent: number | null;
  addressId: string | null;
  orderDate: Date;
  isPickedUp: boolean;
  idempotencyKey: string;
  /** What the customer saw, in major units (compared with the server's figures in minor units). */
  client: { tipping: number; taxationAmount: number; deliveryCharges: number; orderAmount: number | null };
};

const bad = (message: string) => orderError('BAD_USER_INPUT', message);
const ISO_DATE = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,9})?)?(Z|[+-]\d{2}:?\d{2})$/;

function amount(value: number, name: string): number {
  if (!Number.isFinite(value) || value < 0) throw bad(`${name} must be a positive amount.`);
  return value;
}

function id(value: string, name: string): string {
  const trimmed = value.trim();
  if (!trimmed || trimmed.length > PLACE_ORDER_LIMITS.idLength) throw bad(`${name} is not valid.`);
  return trimmed;
}

function parseLine(line: MutationPlaceOrderArgs['orderInput'][number]): OrderLineRequest {
  const { quantity } = line;
  if (!Number.isInteger(quantity) || quantity < QUANTITY_MIN || quantity > PLACE_ORDER_LIMITS.quantityMax)
    throw bad(`Quantity must be between ${QUANTITY_MIN} and ${PLACE_ORDER_LIMITS.quantityMax}.`);
  const specialInstructions = line.specialInstructions?.trim() ?? '';
  if (specialInstructions.length > SPECIAL_INSTRUCTIONS_MAX)
    throw bad(`Special instructions can be at most ${SPECIAL_INSTRUCTIONS_MAX} characters`);
  const addons = line.addons ?? [];
  if (addons.length > PLACE_ORDER_LIMITS.addonGroups) throw bad('Too many add-on groups.');
  return {
    foodId: id(line.food, 'Food id'),
    variationId: id(line.variation, 'Variation id'),
    quantity,
    specialInstructions,
    addons: addons.map((group) => {
      if (group.options.length > PLACE_ORDER_LIMITS.optionsPerGroup) throw bad('Too many add-on options.');
      return { _id: id(group._id, 'Add-on id'), options: group.options.map((o) => id(o, 'Option id')) };
    }),
  };
}

function parseOrderDate(value: string): Date {
  const date = new Date(value);
  if (!ISO_DATE.test(value.trim()) || Number.isNaN(date.getTime()))
    throw bad('orderDate must be an ISO date-time.');
  return date;
}

/** Shape checks with clear BAD_USER_INPUT messages, before any database work. */
export function parsePlaceOrderArgs(args: MutationPlaceOrderArgs): PlaceOrderRequest {
  const idempotencyKey = args.idempotencyKey.trim();
  const { min, max } = PLACE_ORDER_LIMITS.idempotencyKey;
  if (idempotencyKey.length < min || idempotencyKey.length > max)
    throw bad(`idempotencyKey must be ${min} to ${max} characters.`);
  if (args.orderInput.length > PLACE_ORDER_LIMITS.lines)
    throw bad(`An order can have at most ${PLACE_ORDER_LIMITS.lines} lines.`);
  const couponCode = args.couponCode?.trim() || null;
  if (couponCode && couponCode.length > PLACE_ORDER_LIMITS.couponCode) throw voucherRefused('UNKNOWN');
  const tipPercent = args.tipPercent ?? null;
  if (tipPercent !== null && (!Number.isFinite(tipPercent) || tipPercent < 0 || tipPercent > 100))
    throw bad('tipPercent must be between 0 and 100.');
  return {
    restaurantId: id(args.restaurant, 'Restaurant id'),
    lines: args.orderInput.map(parseLine),
    paymentMethod: args.paymentMethod.trim(),
    couponCode,
    tipPercent,
    addressId: args.isPickedUp || !args.address ? null : id(args.address._id, 'Address id'),
    orderDate: parseOrderDate(args.orderDate),
    isPickedUp: args.isPickedUp,
    idempotencyKey,
    client: {
      tipping: amount(args.tipping, 'tipping'),
      taxationAmount: amount(args.taxationAmount, 'taxationAmount'),
      deliveryCharges: amount(args.deliveryCharges, 'deliveryCharges'),
      orderAmount: args.orderAmount == null ? null : amount(args.orderAmount, 'orderAmount'),
    },
  };
}
