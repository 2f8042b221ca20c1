import { describe, expect, it } from 'vitest';
import { changed, lift, positionOf, shownOrder, step } from './keyboard-reorder.ts';

describe('keyboard reorder', () => {
  it('moves the lifted row one place per step and stops at either end', () => {
    const lifted = lift(['a', 'b', 'c'], 'a')!;
    expect(positionOf(lifted)).toBe(1);
    expect(step(lifted, -1)).toBe(lifted);
    const down = step(step(lifted, 1), 1);
    expect(down.order).toEqual(['b', 'c', 'a']);
    expect(positionOf(down)).toBe(3);
    expect(step(down, 1)).toBe(down);
    expect(step(down, -1).order).toEqual(['b', 'a', 'c']);
  });

  it('lifts only a row of the list', () => {
    expect(lift(['a'], 'z')).toBeNull();
  });

  it('shows the lifted copy in step with the current rows', () => {
    const lifted = step(lift(['a', 'b', 'c'], 'a')!, 1);
    expect(shownOrder(['a', 'b', 'c'], null)).toEqual(['a', 'b', 'c']);
    expect(shownOrder(['a', 'b', 'c'], lifted)).toEqual(['b', 'a', 'c']);
    expect(shownOrder(['a', 'c', 'd'], lifted)).toEqual(['a', 'c', 'd']);
  });

  it('saves only a different order of the same rows', () => {
    expect(changed(['a', 'b'], ['a', 'b'])).toBe(false);
    expect(changed(['a', 'b'], ['b', 'a'])).toBe(true);
    expect(changed(['a', 'b'], ['b'])).toBe(false);
  });
});
