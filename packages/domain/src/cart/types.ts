import type { AddonSelection } from '../menu/types.ts';

/** One line of the locally kept cart (docs/product/data.md#cart); prices in minor units. */
export interface CartLine {
  /** Unique within the cart; stable for the line's lifetime (used as the React key and by the steppers). */
  key: string;
  foodId: string;
  variationId: string;
  quantity: number;
  addons: AddonSelection[];
  specialInstructions: string;
  /** Display title: the food, plus the variation when the food has more than one. */
  title: string;
  foodTitle: string;
  variationTitle: string;
  optionTitles: string[];
  /** Variation price plus chosen options, for one unit. */
  unitPrice: number;
}

/** A line before it is in a cart: the cart assigns the key. */
export type NewCartLine = Omit<CartLine, 'key'>;

export interface Cart {
  /**
   * The restaurant every line belongs to; null exactly when the cart is empty
   * (docs/product/ordering.md#cart).
   */
  restaurantId: string | null;
  lines: CartLine[];
}

export const EMPTY_CART: Cart = Object.freeze({ restaurantId: null, lines: [] as CartLine[] }) as Cart;
