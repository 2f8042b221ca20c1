import { describe, expect, it } from 'vitest';
import { makeMenu } from '../menu/menu.fixture.ts';
import { buildCartLine, type BuildCartLineOptions } from './build-cart-line.ts';

const menu = makeMenu();
const base: BuildCartLineOptions = {
  menu,
  foodId: 'f-pizza',
  variationId: 'v-regular',
  addons: [
    { _id: 'a-size', options: ['o-large'] },
    { _id: 'a-toppings', options: ['o-cheese', 'o-olives'] },
  ],
  quantity: 2,
  specialInstructions: 'extra crispy',
};

describe('buildCartLine', () => {
  it('prices the line from the menu and titles it', () => {
    expect(buildCartLine(base)).toEqual({
      foodId: 'f-pizza',
      variationId: 'v-regular',
      quantity: 2,
      addons: base.addons,
      specialInstructions: 'extra crispy',
      title: 'Pizza (Regular)', // the food has two variations
      foodTitle: 'Pizza',
      variationTitle: 'Regular',
      optionTitles: ['Large', 'Cheese', 'Olives'],
      unitPrice: 1000 + 200 + 100 + 50,
    });
  });

  it('titles a single-variation food by the food alone', () => {
    const line = buildCartLine({ ...base, foodId: 'f-fries', variationId: 'v-fries', addons: [] });
    expect(line).toMatchObject({
      title: 'Fries',
      variationTitle: 'Standard',
      unitPrice: 300,
      optionTitles: [],
    });
  });

  it.each<[string, Partial<BuildCartLineOptions>]>([
    ['unknown food', { foodId: 'f-gone' }],
    ['unknown variation', { variationId: 'v-gone' }],
    ['required group missing', { addons: [] }],
    ['option from another group', { addons: [{ _id: 'a-size', options: ['o-coke'] }] }],
  ])('returns null for %s', (_name, overrides) => {
    expect(buildCartLine({ ...base, ...overrides })).toBeNull();
  });
});
