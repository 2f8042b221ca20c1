import { describe, expect, it } from 'vitest';
import { selectMembers, type Grouping } from '../src/modules/catalog/groupings.ts';

// Offers and sections keep every member in range, in their own order, up to the caps
// (docs/restaurant-paging.md "Offers and sections").

const groupings: Grouping[] = [
  { id: 'g1', name: 'First', tag: 'a', restaurantIds: ['r3', 'r1', 'r2'] },
  { id: 'g2', name: 'Second', tag: '', restaurantIds: ['r4'] },
  { id: 'g3', name: 'Third', tag: 'c', restaurantIds: ['r2', 'r5', 'r3'] },
];
const wide = { maxGroupings: 10, maxMembers: 10 };

function filterAll(ids: readonly string[]): Grouping[] {
  const kept = new Set(ids);
  return groupings
    .map((grouping) => ({ ...grouping, restaurantIds: grouping.restaurantIds.filter((id) => kept.has(id)) }))
    .filter((grouping) => grouping.restaurantIds.length > 0);
}

describe('selectMembers', () => {
  it.each([[['r2', 'r3']], [['r1', 'r5', 'r3']], [['r4']], [['r9']], [[]], [['r5', 'r4', 'r3', 'r2', 'r1']]])(
    'keeps the members in %j as filtering every grouping would',
    (ids) => {
      const isIn = (id: string) => ids.includes(id);
      expect(selectMembers(groupings, isIn, wide)).toEqual(filterAll(ids));
    },
  );

  it('stops a grouping at its cap and the list at its number of groupings', () => {
    const all = () => true;
    expect(selectMembers(groupings, all, { maxGroupings: 2, maxMembers: 2 })).toEqual([
      { ...groupings[0], restaurantIds: ['r3', 'r1'] },
      { ...groupings[1], restaurantIds: ['r4'] },
    ]);
  });

  it('looks at no member past a full grouping', () => {
    const asked: string[] = [];
    const many: Grouping[] = [
      { id: 'big', name: 'Big', tag: '', restaurantIds: Array.from({ length: 10_000 }, (_, i) => `r${i}`) },
    ];
    selectMembers(many, (id) => (asked.push(id), true), { maxGroupings: 10, maxMembers: 12 });
    expect(asked).toHaveLength(12);
  });
});
