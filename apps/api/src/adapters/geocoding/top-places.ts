import type { PlaceSuggestion } from './geocoder.ts';

export type RankedPlace = { tier: number; rank: number; suggestion: PlaceSuggestion };

const isBetter = (a: RankedPlace, b: RankedPlace) =>
  a.tier !== b.tier
    ? a.tier < b.tier
    : a.rank !== b.rank
      ? a.rank < b.rank
      : a.suggestion.description < b.suggestion.description;

/**
 * The best `limit` places seen so far, best first, ordered by tier, then rank, then text (so equal
 * places always come out in the same order). One place per description: two "Springfield, United
 * States" would read the same, so only the better-ranked stays.
 */
export class TopPlaces {
  private readonly items: RankedPlace[] = [];

  constructor(private readonly limit: number) {}

  /** Cheap pre-check before building a suggestion: could a place ranked so make the list? */
  accepts(tier: number, rank: number): boolean {
    const worst = this.items[this.limit - 1];
    return !worst || tier < worst.tier || (tier === worst.tier && rank <= worst.rank);
  }

  add(tier: number, rank: number, suggestion: PlaceSuggestion): void {
    const candidate = { tier, rank, suggestion };
    const same = this.items.findIndex((item) => item.suggestion.description === suggestion.description);
    if (same >= 0) {
      if (!isBetter(candidate, this.items[same]!)) return;
      this.items.splice(same, 1);
    }
    const at = this.items.findIndex((item) => isBetter(candidate, item));
    if (at < 0) this.items.push(candidate);
    else this.items.splice(at, 0, candidate);
    if (this.items.length > this.limit) this.items.length = this.limit;
  }

  ranked(): RankedPlace[] {
    return [...this.items];
  }
}
