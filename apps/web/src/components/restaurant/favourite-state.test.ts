import { describe, expect, it } from 'vitest';
import { isShownAsFavourite } from './favourite-state.ts';

describe('isShownAsFavourite', () => {
  const favourite = ['a', 'b'];

  it('follows the profile list', () => {
    expect(isShownAsFavourite({ restaurantId: 'a', favourite, override: null })).toBe(true);
    expect(isShownAsFavourite({ restaurantId: 'c', favourite, override: null })).toBe(false);
    expect(isShownAsFavourite({ restaurantId: 'a', favourite: undefined, override: null })).toBe(false);
  });

  it('shows the expected state until a newer profile list arrives', () => {
    const override = { isFavourite: false, basis: favourite };
    expect(isShownAsFavourite({ restaurantId: 'a', favourite, override })).toBe(false);
    const refetched = ['b'];
    expect(isShownAsFavourite({ restaurantId: 'a', favourite: refetched, override })).toBe(false);
    const refetchedAgain = ['a', 'b'];
    expect(isShownAsFavourite({ restaurantId: 'a', favourite: refetchedAgain, override })).toBe(true);
  });
});
