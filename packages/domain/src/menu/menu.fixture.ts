import type { Menu, MenuAddon } from './types.ts';

// A small menu for tests: a radio group (size), an optional checkbox group with a maximum (toppings)
// and a required checkbox group (drinks). Prices in minor units.
export const sizeGroup: MenuAddon = {
  _id: 'a-size',
  title: 'Size',
  description: '',
  quantityMinimum: 1,
  quantityMaximum: 1,
  options: ['o-small', 'o-large'],
};

export const toppingsGroup: MenuAddon = {
  _id: 'a-toppings',
  title: 'Toppings',
  description: '',
  quantityMinimum: 0,
  quantityMaximum: 2,
  options: ['o-cheese', 'o-olives', 'o-bacon'],
};

export const drinksGroup: MenuAddon = {
  _id: 'a-drinks',
  title: 'Drinks',
  description: '',
  quantityMinimum: 1,
  quantityMaximum: 2,
  options: ['o-coke', 'o-sprite'],
};

export function makeMenu(): Menu {
  return {
    categories: [
      {
        _id: 'c-mains',
        title: 'Mains',
        foods: [
          {
            _id: 'f-pizza',
            title: 'Pizza',
            description: 'Stone-baked',
            image: null,
            variations: [
              {
                _id: 'v-regular',
                title: 'Regular',
                price: 1000,
                discounted: null,
                addons: ['a-size', 'a-toppings'],
              },
              {
                _id: 'v-family',
                title: 'Family',
                price: 1800,
                discounted: 2000,
                addons: ['a-size', 'a-toppings', 'a-drinks'],
              },
            ],
          },
        ],
      },
      {
        _id: 'c-sides',
        title: 'Sides',
        foods: [
          {
            _id: 'f-fries',
            title: 'Fries',
            description: '',
            image: 'fries.jpg',
            variations: [{ _id: 'v-fries', title: 'Standard', price: 300, discounted: null, addons: [] }],
          },
        ],
      },
    ],
    // Copies, so a test that edits its menu cannot change the shared groups.
    addons: [sizeGroup, toppingsGroup, drinksGroup].map((group) => ({
      ...group,
      options: [...group.options],
    })),
    options: [
      { _id: 'o-small', title: 'Small', description: '', price: 0 },
      { _id: 'o-large', title: 'Large', description: '', price: 200 },
      { _id: 'o-cheese', title: 'Cheese', description: '', price: 100 },
      { _id: 'o-olives', title: 'Olives', description: '', price: 50 },
      { _id: 'o-bacon', title: 'Bacon', description: '', price: 150 },
      { _id: 'o-coke', title: 'Coke', description: '', price: 120 },
      { _id: 'o-sprite', title: 'Sprite', description: '', price: 120 },
    ],
  };
}
