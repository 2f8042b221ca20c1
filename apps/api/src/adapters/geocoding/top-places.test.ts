import { describe, expect, it } from 'vitest';
import type { PlaceSuggestion } from './geocoder.ts';
import { TopPlaces } from './top-places.ts';

const place = (description: string): PlaceSuggestion => ({
  placeId: description,
  description,
  mainText: description,
  secondaryText: '',
  latitude: 0,
  longitude: 0,
});

describe('TopPlaces', () => {
  it('keeps the best few by tier, then rank, then text', () => {
    const top = new TopPlaces(3);
    top.add(2, 1, place('c'));
    top.add(1, 5, place('b'));
    top.add(1, 5, place('a'));
    top.add(0, 100, place('d'));
    top.add(3, 0, place('e'));
    expect(top.ranked().map((item) => item.suggestion.description)).toEqual(['d', 'a', 'b']);
    expect(top.accepts(1, 6)).toBe(false);
    expect(top.accepts(1, 4)).toBe(true);
  });

  it('keeps one place per description, the better ranked', () => {
    const top = new TopPlaces(5);
    top.add(1, 10, { ...place('Paris, France'), placeId: 'far' });
    top.add(1, 2, { ...place('Paris, France'), placeId: 'near' });
    top.add(1, 20, { ...place('Paris, France'), placeId: 'farther' });
    expect(top.ranked().map((item) => item.suggestion.placeId)).toEqual(['near']);
  });
});
