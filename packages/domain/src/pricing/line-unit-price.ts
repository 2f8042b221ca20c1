import { assertMinorAmount } from '../money/assert-amount.ts';

export interface LineUnitPriceOptions {
  /** Minor units. */
  variationPrice: number;
  /** Minor units, one entry per chosen option. */
  optionPrices: readonly number[];
}

/** Price of one unit of a cart line: the variation plus every chosen add-on option. */
export function lineUnitPrice({ variationPrice, optionPrices }: LineUnitPriceOptions): number {
  assertMinorAmount(variationPrice, 'variationPrice');
  let total = variationPrice;
  for (const price of optionPrices) {
    assertMinorAmount(price, 'optionPrice');
    total += price;
  }
  return total;
}
