import { describe, expect, it } from 'vitest';
import { findFood } from './find-in-menu.ts';
import { makeMenu } from './menu.fixture.ts';
import type { AddonSelection } from './types.ts';
import { validateItemSelection, type ValidateItemSelectionOptions } from './validate-item-selection.ts';

const menu = makeMenu();
const pizza = findFood(menu, 'f-pizza')!;

const valid: ValidateItemSelectionOptions = {
  food: pizza,
  variationId: 'v-regular',
  addons: [{ _id: 'a-size', options: ['o-large'] }],
  menu,
  specialInstructions: '',
  quantity: 1,
};

const codes = (overrides: Partial<ValidateItemSelectionOptions>) =>
  validateItemSelection({ ...valid, ...overrides }).map((p) => p.code);

describe('validateItemSelection', () => {
  it.each<[string, Partial<ValidateItemSelectionOptions>]>([
    ['required radio chosen, optional group empty', {}],
    [
      'optional group within its maximum',
      {
        addons: [
          { _id: 'a-size', options: ['o-small'] },
          { _id: 'a-toppings', options: ['o-cheese', 'o-bacon'] },
        ],
      },
    ],
    [
      'family with a drink',
      {
        variationId: 'v-family',
        addons: [
          { _id: 'a-drinks', options: ['o-coke'] },
          { _id: 'a-size', options: ['o-small'] },
        ],
      },
    ],
    ['144 characters of instructions', { specialInstructions: 'x'.repeat(144) }],
    ['food without add-ons', { food: findFood(menu, 'f-fries')!, variationId: 'v-fries', addons: [] }],
  ])('accepts: %s', (_name, overrides) => {
    expect(codes(overrides)).toEqual([]);
  });

  it.each<[string, Partial<ValidateItemSelectionOptions>, string[]]>([
    ['unknown variation', { variationId: 'v-gone' }, ['UNKNOWN_VARIATION']],
    ['variation of another food', { variationId: 'v-fries' }, ['UNKNOWN_VARIATION']],
    ['required radio left empty', { addons: [] }, ['ADDON_COUNT']],
    [
      'radio with two choices',
      { addons: [{ _id: 'a-size', options: ['o-small', 'o-large'] }] },
      ['ADDON_COUNT'],
    ],
    [
      'optional group over its maximum',
      {
        addons: [
          { _id: 'a-size', options: ['o-small'] },
          { _id: 'a-toppings', options: ['o-cheese', 'o-olives', 'o-bacon'] },
        ],
      },
      ['ADDON_COUNT'],
    ],
    ['required checkbox group missing on family', { variationId: 'v-family' }, ['ADDON_COUNT']],
    [
      'group deleted from the menu',
      { addons: [...valid.addons, { _id: 'a-gone', options: ['o-cheese'] }] },
      ['UNKNOWN_ADDON'],
    ],
    // a-drinks exists but is only offered with the family variation
    [
      'group not offered with this variation',
      { addons: [...valid.addons, { _id: 'a-drinks', options: ['o-coke'] }] },
      ['UNKNOWN_ADDON'],
    ],
    [
      'option deleted from the menu',
      { addons: [{ _id: 'a-size', options: ['o-gone'] }] },
      ['UNKNOWN_OPTION'],
    ],
    [
      'option of another group',
      { addons: [{ _id: 'a-size', options: ['o-cheese'] }] },
      ['OPTION_NOT_IN_GROUP'],
    ],
    [
      'same group twice',
      { addons: [...valid.addons, { _id: 'a-size', options: ['o-small'] }] },
      ['DUPLICATE_ADDON'],
    ],
    // duplicates cannot satisfy a minimum or dodge a maximum: the count is of distinct options
    [
      'same option twice',
      { addons: [{ _id: 'a-size', options: ['o-large', 'o-large'] }] },
      ['DUPLICATE_OPTION'],
    ],
    ['145 characters of instructions', { specialInstructions: 'x'.repeat(145) }, ['INSTRUCTIONS_TOO_LONG']],
    ['quantity 0', { quantity: 0 }, ['INVALID_QUANTITY']],
    ['fractional quantity', { quantity: 1.5 }, ['INVALID_QUANTITY']],
    [
      'several problems are all reported',
      { quantity: 0, addons: [] as AddonSelection[] },
      ['INVALID_QUANTITY', 'ADDON_COUNT'],
    ],
  ])('rejects: %s', (_name, overrides, expected) => {
    expect(codes(overrides)).toEqual(expected);
  });

  it('says which group is out of range and why', () => {
    const [problem] = validateItemSelection({ ...valid, addons: [] });
    expect(problem).toMatchObject({ code: 'ADDON_COUNT', addonId: 'a-size', reason: 'TOO_FEW', count: 0 });
    expect(problem?.message).toBe('Size: choose at least 1');
  });
  it('refuses an out-of-stock food or option, naming it', () => {
    const soldOut = { ...pizza, isOutOfStock: true };
    expect(codes({ food: soldOut })).toEqual(['OUT_OF_STOCK']);
    const noLarge = {
      ...menu,
      options: menu.options.map((o) => (o._id === 'o-large' ? { ...o, isOutOfStock: true } : o)),
    };
    const [problem] = validateItemSelection({ ...valid, menu: noLarge });
    expect(problem).toMatchObject({ code: 'OUT_OF_STOCK', foodId: 'f-pizza', optionId: 'o-large' });
    // another option of the same group is still fine
    expect(codes({ menu: noLarge, addons: [{ _id: 'a-size', options: ['o-small'] }] })).toEqual([]);
  });
});
