import { type NewCartLine, toMinor } from '@food/domain';

type ReorderItem = {
  title: string;
  food: string | null;
  quantity: number;
  specialInstructions: string;
  variation: { _id: string | null; title: string; price: number };
  addons: { _id: string; options: { _id: string; title: string; price: number }[] }[];
};

/**
 * Reorder (docs/product/ordering.md#reorder): each item becomes a cart line (food, variation, quantity,
 * add-ons with the chosen option ids). Items whose food or variation was deleted cannot be ordered again and
 * are counted as dropped. Prices here are the order's; the restaurant page revalidates the cart against
 * today's menu at once (docs/product/ordering.md#cart-revalidation), repricing lines and dropping what is
 * gone.
 */
export function reorderLines(
  items: readonly ReorderItem[],
  currency: string,
): { lines: NewCartLine[]; dropped: number } {
  const lines: NewCartLine[] = [];
  for (const item of items) {
    if (!item.food || !item.variation._id || item.quantity < 1) continue;
    const options = item.addons.flatMap((a) => a.options);
    lines.push({
      foodId: item.food,
      variationId: item.variation._id,
      quantity: item.quantity,
      addons: item.addons
        .filter((a) => a.options.length > 0)
        .map((a) => ({ _id: a._id, options: a.options.map((o) => o._id) })),
      specialInstructions: item.specialInstructions,
      title: item.title,
      foodTitle: item.title,
      variationTitle: item.variation.title,
      optionTitles: options.map((o) => o.title),
      unitPrice:
        toMinor(item.variation.price, currency) +
        options.reduce((sum, o) => sum + toMinor(o.price, currency), 0),
    });
  }
  return { lines, dropped: items.length - lines.length };
}
