import type { NewCartLine } from './types.ts';

export function newLine(overrides: Partial<NewCartLine> = {}): NewCartLine {
  return {
    foodId: 'f-pizza',
    variationId: 'v-regular',
    quantity: 1,
    addons: [{ _id: 'a-size', options: ['o-large'] }],
    specialInstructions: '',
    title: 'Pizza (Regular)',
    foodTitle: 'Pizza',
    variationTitle: 'Regular',
    optionTitles: ['Large'],
    unitPrice: 1200,
    ...overrides,
  };
}
