import type { PaymentStatus } from '@food/domain';
import { billSubtotal, hasBeenPaid, toMinor } from '@food/domain';

type BillOrder = {
  currency: string;
  isPickedUp: boolean;
  orderAmount: number;
  deliveryCharges: number;
  taxationAmount: number;
  tipping: number;
  discount: number;
  /** The API's paymentStatus; a cancelled paid order is refunded (docs/payments.md "Refunds"). */
  paymentStatus: PaymentStatus;
  /** Refunds the provider took, and those on their way: also a second payment of a paid order. */
  refundedAmount: number;
  refundPendingAmount: number;
  items: {
    _id: string;
    title: string;
    quantity: number;
    variation: { title: string; price: number };
    addons: { options: { _id: string; title: string; price: number }[] }[];
  }[];
};

export type BillLine = {
  id: string;
  title: string;
  /** What the customer chose, as checkout named it: "Margherita (Medium)". */
  name: string;
  variation: string;
  quantity: number;
  options: string[];
  amount: number;
};

export type Bill = {
  lines: BillLine[];
  /** Null when the order had no discount (the row is hidden). */
  discount: number | null;
  subtotal: number;
  /** Null for pick-up: no delivery row (docs/product/limits.md#pricing). */
  delivery: number | null;
  tax: number;
  tip: number;
  total: number;
  /** The refund lines under the total (minor units): money back, and money on its way back. */
  refunds: { kind: RefundKind; amount: number }[];
};

export type RefundKind = 'refunded' | 'refundPending';

/**
 * The itemised bill in minor units. The subtotal is the total less delivery (zero for pick-up), tax
 * and tip (docs/product/limits.md#pricing, domain billSubtotal), so the rows always add up to the total
 * charged.
 */
export function orderBill(order: BillOrder): Bill {
  const minor = (major: number) => toMinor(major, order.currency);
  const delivery = order.isPickedUp ? 0 : minor(order.deliveryCharges);
  const tax = minor(order.taxationAmount);
  const tip = minor(order.tipping);
  const total = minor(order.orderAmount);
  const discount = minor(order.discount);
  return {
    lines: order.items.map((item) => {
      const options = item.addons.flatMap((addon) => addon.options);
      const unit = minor(item.variation.price) + options.reduce((sum, o) => sum + minor(o.price), 0);
      return {
        id: item._id,
        title: item.title,
        name: lineName(item.title, item.variation.title),
        variation: item.variation.title,
        quantity: item.quantity,
        options: options.map((o) => o.title),
        amount: unit * item.quantity,
      };
    }),
    discount: discount > 0 ? discount : null,
    subtotal: billSubtotal({ total, deliveryCharges: delivery, taxationAmount: tax, tipping: tip }),
    delivery: order.isPickedUp ? null : delivery,
    tax,
    tip,
    total,
    refunds: refundLines(order),
  };
}

function refundLines(order: Pick<BillOrder, 'currency' | 'refundedAmount' | 'refundPendingAmount'>) {
  const lines: Bill['refunds'] = [];
  const refunded = toMinor(order.refundedAmount, order.currency);
  const pending = toMinor(order.refundPendingAmount, order.currency);
  if (refunded > 0) lines.push({ kind: 'refunded', amount: refunded });
  if (pending > 0) lines.push({ kind: 'refundPending', amount: pending });
  return lines;
}

/**
 * What a cancelled order says about its money: nothing charged only when nothing was captured;
 * otherwise it is back, or on its way back (a paid order whose refund is not claimed yet is owed).
 */
export function cancelledPaymentNote(
  order: Pick<BillOrder, 'paymentStatus' | 'refundedAmount' | 'refundPendingAmount'>,
): 'nothingCharged' | RefundKind {
  if (order.refundPendingAmount > 0) return 'refundPending';
  if (order.refundedAmount > 0) return 'refunded';
  return hasBeenPaid(order.paymentStatus) ? 'refundPending' : 'nothingCharged';
}

/**
 * The cart names a line "food (variation)" (packages/domain buildCartLine); the order keeps no count of
 * the food's variations, so the variation is named unless it only repeats the food's title.
 */
function lineName(title: string, variation: string): string {
  const chosen = variation.trim();
  return chosen === '' || chosen.toLowerCase() === title.trim().toLowerCase()
    ? title
    : `${title} (${chosen})`;
}
