import { z } from 'zod';
import { EMPTY_CART, type Cart } from './types.ts';

const cartLineSchema = z.object({
  key: z.string().min(1),
  foodId: z.string().min(1),
  variationId: z.string().min(1),
  quantity: z.number().int().min(1),
  addons: z.array(z.object({ _id: z.string(), options: z.array(z.string()) })),
  specialInstructions: z.string(),
  title: z.string(),
  foodTitle: z.string(),
  variationTitle: z.string(),
  optionTitles: z.array(z.string()),
  unitPrice: z.number().int().min(0),
});

const cartSchema = z.object({ restaurantId: z.string().nullable(), lines: z.array(cartLineSchema) });

/**
 * The cart survives reloads (ordering-core §3), so it comes back from storage as untrusted JSON: an
 * old or tampered shape becomes an empty cart rather than a crash. Prices are refreshed afterwards
 * by revalidateCart.
 */
export function parseCart(value: unknown): Cart {
  const parsed = cartSchema.safeParse(value);
  if (!parsed.success || parsed.data.lines.length === 0 || parsed.data.restaurantId === null)
    return EMPTY_CART;
  return parsed.data;
}
