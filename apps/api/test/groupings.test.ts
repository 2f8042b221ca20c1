import { describe, expect, it } from 'vitest';
import { indexMembers, type Grouping } from '../src/modules/catalog/groupings.ts';

// The membership index must answer what filtering every grouping would (docs/api-performance.md
// "Nearby in memory"): groupings in their own order, restaurants in each grouping's order, empty
// groupings dropped, whatever order or repetition the page's ids come in.

const groupings: Grouping[] = [
  { id: 'g1', name: 'First', tag: 'a', restaurantIds: ['r3', 'r1', 'r2'] },
  { id: 'g2', name: 'Second', tag: '', restaurantIds: ['r4'] },
  { id: 'g3', name: 'Third', tag: 'c', restaurantIds: ['r2', 'r5', 'r3'] },
];

function filterAll(ids: readonly string[]): Grouping[] {
  const kept = new Set(ids);
  return groupings
    .map((grouping) => ({ ...grouping, restaurantIds: grouping.restaurantIds.filter((id) => kept.has(id)) }))
    .filter((grouping) => grouping.restaurantIds.length > 0);
}

describe('indexMembers', () => {
  const index = indexMembers(groupings);

  it.each([
    [['r2', 'r3']],
    [['r1', 'r5', 'r3', 'r3']],
    [['r4']],
    [['r9']],
    [[]],
    [['r5', 'r4', 'r3', 'r2', 'r1']],
  ])('keeps %j as filtering every grouping would', (ids) => {
    expect(index.keep(ids)).toEqual(filterAll(ids));
  });

  it('keeps each grouping in its own order, not the order asked', () => {
    expect(index.keep(['r2', 'r3']).map((grouping) => grouping.restaurantIds)).toEqual([
      ['r3', 'r2'],
      ['r2', 'r3'],
    ]);
  });
});
