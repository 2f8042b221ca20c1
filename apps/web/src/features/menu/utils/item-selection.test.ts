import type { Menu, MenuFood } from '@food/domain';
import { describe, expect, it } from 'vitest';
import {
  canAddSelection,
  checkGroup,
  chooseVariation,
  chosenOptions,
  groupHint,
  initialSelection,
  offeredGroups,
  selectionPrice,
  toggleOption,
  withInstructions,
  withQuantity,
} from './item-selection.ts';

// Shaped like the seeded "Margalla Supreme": a required crust radio, up to 3 toppings, an optional drink.
const crust = {
  _id: 'crust',
  title: 'Crust',
  description: '',
  quantityMinimum: 1,
  quantityMaximum: 1,
  options: ['thin', 'deep'],
};
const toppings = {
  _id: 'toppings',
  title: 'Toppings',
  description: '',
  quantityMinimum: 0,
  quantityMaximum: 3,
  options: ['olives', 'cheese', 'jalapeno', 'onion'],
};
const drink = {
  _id: 'drink',
  title: 'Drink',
  description: '',
  quantityMinimum: 0,
  quantityMaximum: 1,
  options: ['cola'],
};
const food: MenuFood = {
  _id: 'supreme',
  title: 'Supreme',
  description: '',
  image: null,
  variations: [
    { _id: 'small', title: 'Small', price: 1399, discounted: null, addons: ['crust', 'toppings', 'drink'] },
    { _id: 'large', title: 'Large', price: 1999, discounted: null, addons: ['crust', 'toppings'] },
  ],
};
const option = (id: string, price: number) => ({ _id: id, title: id, description: '', price });
const menu: Menu = {
  categories: [{ _id: 'pizza', title: 'Pizza', foods: [food] }],
  addons: [crust, toppings, drink],
  options: [
    option('thin', 0),
    option('deep', 150),
    option('olives', 100),
    option('cheese', 120),
    option('jalapeno', 80),
    option('onion', 60),
    option('cola', 200),
  ],
};

describe('item selection', () => {
  it('starts on the first variation with quantity 1 and nothing chosen', () => {
    expect(initialSelection(food)).toEqual({
      variationId: 'small',
      addons: [],
      specialInstructions: '',
      quantity: 1,
    });
  });

  it('offers the chosen variation’s groups with their options', () => {
    const groups = offeredGroups(menu, food.variations[1]);
    expect(groups.map((g) => g.addon._id)).toEqual(['crust', 'toppings']);
    expect(groups[1]?.options.map((o) => o._id)).toEqual(['olives', 'cheese', 'jalapeno', 'onion']);
  });

  it('blocks adding until the required group is valid', () => {
    let selection = initialSelection(food);
    expect(checkGroup(selection, crust)).toEqual({ ok: false, reason: 'TOO_FEW' });
    expect(canAddSelection(menu, food, selection)).toBe(false);
    selection = toggleOption(selection, crust, 'thin');
    expect(canAddSelection(menu, food, selection)).toBe(true);
    // A radio replaces its choice.
    selection = toggleOption(selection, crust, 'deep');
    expect(chosenOptions(selection, 'crust')).toEqual(['deep']);
  });

  it('flags a fourth topping and removes a group when its last option is deselected', () => {
    let selection = toggleOption(initialSelection(food), crust, 'thin');
    for (const id of ['olives', 'cheese', 'jalapeno', 'onion'])
      selection = toggleOption(selection, toppings, id);
    expect(checkGroup(selection, toppings)).toEqual({ ok: false, reason: 'TOO_MANY' });
    expect(canAddSelection(menu, food, selection)).toBe(false);
    for (const id of ['olives', 'cheese', 'jalapeno', 'onion'])
      selection = toggleOption(selection, toppings, id);
    expect(selection.addons.map((g) => g._id)).toEqual(['crust']);
  });

  it('keeps choices the new variation also offers and drops the others', () => {
    let selection = toggleOption(initialSelection(food), crust, 'deep');
    selection = toggleOption(selection, drink, 'cola');
    selection = chooseVariation(selection, food, 'large');
    expect(selection.variationId).toBe('large');
    expect(selection.addons).toEqual([{ _id: 'crust', options: ['deep'] }]);
    expect(chooseVariation(selection, food, 'missing')).toBe(selection);
  });

  it('prices a unit as variation plus options, times the quantity', () => {
    let selection = toggleOption(initialSelection(food), crust, 'deep');
    selection = toggleOption(selection, toppings, 'olives');
    selection = withQuantity(selection, 3);
    expect(selectionPrice(menu, food, selection)).toEqual({ unit: 1649, total: 4947 });
  });

  it('never goes below quantity 1 or past 144 characters of instructions', () => {
    expect(withQuantity(initialSelection(food), 0).quantity).toBe(1);
    expect(withInstructions(initialSelection(food), 'x'.repeat(200)).specialInstructions).toHaveLength(144);
  });

  it.each([
    [
      { quantityMinimum: 0, quantityMaximum: 3 },
      { kind: 'upTo', max: 3 },
    ],
    [
      { quantityMinimum: 1, quantityMaximum: 1 },
      { kind: 'exactly', count: 1 },
    ],
    [
      { quantityMinimum: 1, quantityMaximum: 2 },
      { kind: 'range', min: 1, max: 2 },
    ],
  ])('describes %o as %o', (limits, hint) => {
    expect(groupHint(limits)).toEqual(hint);
  });
});
