import { describe, expect, it } from 'vitest';
import { buildCarousels } from './build-carousels.ts';

const r = (id: string) => ({ _id: id });

describe('buildCarousels', () => {
  it('puts offers before sections and keeps the API order of ids', () => {
    const groups = buildCarousels(
      [{ _id: 'o1', name: 'Deals', tag: '20% off', restaurants: ['b', 'a'] }],
      [{ _id: 's1', name: 'Popular', restaurants: ['c', 'a'] }],
      [r('a'), r('b'), r('c')],
    );
    expect(groups).toEqual([
      { id: 'o1', title: 'Deals', tag: '20% off', restaurants: [r('b'), r('a')] },
      { id: 's1', title: 'Popular', tag: null, restaurants: [r('c'), r('a')] },
    ]);
  });

  it('skips unknown ids and drops groups left empty', () => {
    const groups = buildCarousels(
      [],
      [
        { _id: 's1', name: 'Gone', restaurants: ['x'] },
        { _id: 's2', name: 'Some', restaurants: ['x', 'a'] },
      ],
      [r('a')],
    );
    expect(groups).toEqual([{ id: 's2', title: 'Some', tag: null, restaurants: [r('a')] }]);
  });
});
