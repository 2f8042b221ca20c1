import { describe, expect, it } from 'vitest';
import {
  validateAddonGroupDraft,
  validateCategory,
  validateFood,
  type AddonGroupDraft,
  type FoodDraft,
} from './validate-menu-item.ts';

const food = (change: Partial<FoodDraft> = {}): FoodDraft => ({
  title: 'Margherita',
  description: 'Tomato, mozzarella',
  variations: [
    { title: 'Small', price: 800, discounted: null, addonIds: [] },
    { title: 'Large', price: 1200, discounted: 1400, addonIds: ['a'] },
  ],
  availableDays: [],
  availableFrom: null,
  availableTo: null,
  ...change,
});

const group = (change: Partial<AddonGroupDraft> = {}): AddonGroupDraft => ({
  title: 'Sauce',
  description: '',
  quantityMinimum: 1,
  quantityMaximum: 2,
  options: [
    { title: 'Garlic', price: 0 },
    { title: 'Chili', price: 50 },
  ],
  ...change,
});

const first = (problems: { field: string; message: string }[]) => problems[0] ?? null;

describe('validateCategory', () => {
  it.each([
    ['valid', 'Pizza', ['Pasta'], null],
    ['empty', '  ', [], { field: 'title', message: "Enter the category's title." }],
    [
      'too long',
      'x'.repeat(81),
      [],
      { field: 'title', message: "The category's title is too long (at most 80 characters)." },
    ],
    [
      'duplicate, other case and spaces',
      ' pizza ',
      ['Pizza'],
      { field: 'title', message: 'This restaurant already has a category with this title.' },
    ],
  ] as const)('%s', (_name, title, others, expected) => {
    expect(first(validateCategory({ title }, others))).toEqual(expected);
  });
});

describe('validateFood', () => {
  const v = (title: string, price: number) => ({ title, price, discounted: null, addonIds: [] });
  it.each([
    ['valid', food(), [], null],
    [
      'duplicate dish title',
      food(),
      ['MARGHERITA'],
      { field: 'title', message: 'This category already has a dish with this title.' },
    ],
    [
      'too long title',
      food({ title: 'x'.repeat(81) }),
      [],
      { field: 'title', message: "The dish's title is too long (at most 80 characters)." },
    ],
    [
      'too long description',
      food({ description: 'x'.repeat(501) }),
      [],
      { field: 'description', message: 'The description is too long (at most 500 characters).' },
    ],
    [
      'no variation',
      food({ variations: [] }),
      [],
      { field: 'variations', message: 'Add at least one variation with its price.' },
    ],
    [
      'negative price',
      food({ variations: [v('Small', -1)] }),
      [],
      { field: 'variations.0.price', message: 'The variation price cannot be negative.' },
    ],
    [
      'fractional price',
      food({ variations: [v('Small', 1.5)] }),
      [],
      { field: 'variations.0.price', message: 'The variation price cannot be negative.' },
    ],
    [
      'duplicate variation',
      food({ variations: [v('Small', 1), v('small', 2)] }),
      [],
      { field: 'variations.1.title', message: 'Two variations of this dish have the same title.' },
    ],
    [
      'untitled variation',
      food({ variations: [v('', 1)] }),
      [],
      { field: 'variations.0.title', message: "Enter the variation's title." },
    ],
    [
      'unknown day',
      food({ availableDays: ['MONDAY'] }),
      [],
      { field: 'availableDays', message: 'Choose days from Sunday to Saturday.' },
    ],
    [
      'start without end',
      food({ availableFrom: 600 }),
      [],
      { field: 'availableFrom', message: 'Give both a start and an end time, or neither.' },
    ],
    [
      'minute out of range',
      food({ availableFrom: 600, availableTo: 1440 }),
      [],
      { field: 'availableFrom', message: 'Times must be between 00:00 and 23:59.' },
    ],
    [
      'empty window',
      food({ availableFrom: 600, availableTo: 600 }),
      [],
      { field: 'availableTo', message: 'The end time must differ from the start time.' },
    ],
    ['overnight window', food({ availableFrom: 1320, availableTo: 120, availableDays: ['FRI'] }), [], null],
  ] as const)('%s', (_name, draft, others, expected) => {
    expect(first(validateFood(draft, others))).toEqual(expected);
  });
});

describe('validateAddonGroupDraft', () => {
  it.each([
    ['valid', group(), null],
    ['optional and empty', group({ quantityMinimum: 0, quantityMaximum: 1, options: [] }), null],
    [
      'required without options',
      group({ options: [] }),
      { field: 'options', message: 'A required group needs at least one option.' },
    ],
    [
      'max below min',
      group({ quantityMinimum: 2, quantityMaximum: 1 }),
      { field: 'quantityMaximum', message: 'The maximum cannot be below the minimum.' },
    ],
    [
      'min above the options',
      group({ quantityMinimum: 3, quantityMaximum: 3 }),
      { field: 'quantityMinimum', message: "The minimum (3) is more than the group's 2 options." },
    ],
    [
      'negative min',
      group({ quantityMinimum: -1 }),
      { field: 'quantityMinimum', message: 'The minimum cannot be negative.' },
    ],
    [
      'zero max',
      group({ quantityMinimum: 0, quantityMaximum: 0 }),
      { field: 'quantityMaximum', message: 'The maximum must be at least 1.' },
    ],
    [
      'negative option price',
      group({ options: [{ title: 'Garlic', price: -5 }] }),
      { field: 'options.0.price', message: 'The option price cannot be negative.' },
    ],
    [
      'duplicate option',
      group({
        options: [
          { title: 'Garlic', price: 0 },
          { title: 'garlic', price: 1 },
        ],
      }),
      { field: 'options.1.title', message: 'Two options of this group have the same title.' },
    ],
    [
      'too long group title',
      group({ title: 'x'.repeat(81) }),
      { field: 'title', message: "The group's title is too long (at most 80 characters)." },
    ],
  ] as const)('%s', (_name, draft, expected) => {
    expect(first(validateAddonGroupDraft(draft))).toEqual(expected);
  });
});
