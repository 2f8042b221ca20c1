import { describe, expect, it } from 'vitest';
import { FOOD_DESCRIPTION_CARD_MAX } from './limits.ts';
import { truncate } from './truncate.ts';

describe('truncate', () => {
  it.each([
    ['short', 10, 'short'],
    ['exactly10!', 10, 'exactly10!'],
    ['eleven char', 10, 'eleven cha…'],
    ['cut at space here', 4, 'cut…'], // no "cut …"
    ['🍕🍕🍕', 2, '🍕🍕…'], // emoji are not split
    ['', 5, ''],
    ['abc', 0, '…'],
  ])('%j to %s → %j', (text, max, expected) => {
    expect(truncate(text, max)).toBe(expected);
  });

  it('cuts card descriptions after 80 characters', () => {
    const description = 'x'.repeat(81);
    expect(truncate(description, FOOD_DESCRIPTION_CARD_MAX)).toBe(`${'x'.repeat(80)}…`);
    expect(truncate('y'.repeat(80), FOOD_DESCRIPTION_CARD_MAX)).toBe('y'.repeat(80));
  });
});
