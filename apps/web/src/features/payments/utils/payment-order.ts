import { formatMoney, lineUnitPrice, toMinor } from '@food/domain';
import type { PaymentOrderFieldsFragment } from '@/gql/graphql.ts';

/** The order fields both payment screens show (orderStripe and orderPaypal select the same fragment). */
export type PaymentOrder = PaymentOrderFieldsFragment;

/** Formats an API amount (Float major units) with the order's currency symbol, two decimals. */
export function orderMoney(order: Pick<PaymentOrder, 'currency' | 'currencySymbol'>) {
  return (major: number) =>
    formatMoney(toMinor(major, order.currency), { currency: order.currency, symbol: order.currencySymbol });
}

/** A line's total in minor units: the snapshot's unit price (variation + chosen options) × quantity. */
export function itemTotal(item: PaymentOrder['items'][number], currency: string): number {
  const unit = lineUnitPrice({
    variationPrice: toMinor(item.variation.price, currency),
    optionPrices: item.addons.flatMap((addon) =>
      addon.options.map((option) => toMinor(option.price, currency)),
    ),
  });
  return unit * item.quantity;
}
