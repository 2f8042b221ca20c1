// Which price a food card shows: the cheapest variation, prefixed "from" when variations differ, with
// the pre-discount price struck through when the API sends one above it (Variation.discounted).
export type VariationPrice = { priceMinor: number; discountedMinor: number | null };
export type DisplayPrice = { minor: number; originalMinor: number | null; isFrom: boolean };

export function displayPrice(variations: readonly VariationPrice[]): DisplayPrice | null {
  const cheapest = variations.reduce<VariationPrice | null>(
    (best, variation) => (best === null || variation.priceMinor < best.priceMinor ? variation : best),
    null,
  );
  if (!cheapest) return null;
  const isFrom = variations.some((variation) => variation.priceMinor !== cheapest.priceMinor);
  const original = cheapest.discountedMinor;
  return {
    minor: cheapest.priceMinor,
    originalMinor: original !== null && original > cheapest.priceMinor ? original : null,
    isFrom,
  };
}
