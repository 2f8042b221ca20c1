import { describe, expect, it } from 'vitest';
import { sizeGroup, toppingsGroup } from './menu.fixture.ts';
import { toggleAddonOption } from './toggle-addon-option.ts';
import type { AddonSelection } from './types.ts';

describe('toggleAddonOption', () => {
  it.each<[string, AddonSelection[], typeof sizeGroup, string, AddonSelection[]]>([
    ['radio: first pick adds the group', [], sizeGroup, 'o-small', [{ _id: 'a-size', options: ['o-small'] }]],
    [
      'radio: another pick replaces',
      [{ _id: 'a-size', options: ['o-small'] }],
      sizeGroup,
      'o-large',
      [{ _id: 'a-size', options: ['o-large'] }],
    ],
    [
      'radio: picking the chosen one keeps it',
      [{ _id: 'a-size', options: ['o-small'] }],
      sizeGroup,
      'o-small',
      [{ _id: 'a-size', options: ['o-small'] }],
    ],
    [
      'checkbox: first tick adds the group',
      [],
      toppingsGroup,
      'o-cheese',
      [{ _id: 'a-toppings', options: ['o-cheese'] }],
    ],
    [
      'checkbox: second tick adds alongside',
      [{ _id: 'a-toppings', options: ['o-cheese'] }],
      toppingsGroup,
      'o-olives',
      [{ _id: 'a-toppings', options: ['o-cheese', 'o-olives'] }],
    ],
    [
      'checkbox: untick removes the option',
      [{ _id: 'a-toppings', options: ['o-cheese', 'o-olives'] }],
      toppingsGroup,
      'o-cheese',
      [{ _id: 'a-toppings', options: ['o-olives'] }],
    ],
    [
      'checkbox: unticking the last option removes the group',
      [
        { _id: 'a-size', options: ['o-small'] },
        { _id: 'a-toppings', options: ['o-cheese'] },
      ],
      toppingsGroup,
      'o-cheese',
      [{ _id: 'a-size', options: ['o-small'] }],
    ],
    [
      'checkbox: ticking past the maximum is allowed (the group is flagged instead)',
      [{ _id: 'a-toppings', options: ['o-cheese', 'o-olives'] }],
      toppingsGroup,
      'o-bacon',
      [{ _id: 'a-toppings', options: ['o-cheese', 'o-olives', 'o-bacon'] }],
    ],
    [
      'other groups keep their place',
      [
        { _id: 'a-toppings', options: ['o-cheese'] },
        { _id: 'a-drinks', options: ['o-coke'] },
      ],
      sizeGroup,
      'o-large',
      [
        { _id: 'a-toppings', options: ['o-cheese'] },
        { _id: 'a-drinks', options: ['o-coke'] },
        { _id: 'a-size', options: ['o-large'] },
      ],
    ],
  ])('%s', (_name, selection, addon, optionId, expected) => {
    expect(toggleAddonOption({ selection, addon, optionId })).toEqual(expected);
  });

  it('does not mutate the selection it was given', () => {
    const selection = [{ _id: 'a-toppings', options: ['o-cheese'] }];
    toggleAddonOption({ selection, addon: toppingsGroup, optionId: 'o-olives' });
    toggleAddonOption({ selection, addon: toppingsGroup, optionId: 'o-cheese' });
    expect(selection).toEqual([{ _id: 'a-toppings', options: ['o-cheese'] }]);
  });
});
