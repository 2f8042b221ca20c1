import { isWeekDay } from '../hours/types.ts';
import {
  MENU_DESCRIPTION_MAX,
  MENU_OPTIONS_MAX,
  MENU_PRICE_MAX,
  MENU_TITLE_MAX,
  MENU_VARIATIONS_MAX,
} from './limits.ts';

// The menu editor's rules (docs/restaurant-console.md "Menu editor"), shared by the API, which refuses
// with the first problem's message and field, and the web, which shows each next to its field. Prices
// are minor units; titles compare trimmed and case-insensitively, so "Pizza " and "pizza" clash.

/** One invalid state: the input field it belongs to (`variations.1.price`) and a message for a person. */
export interface MenuProblem {
  field: string;
  message: string;
}

export interface CategoryDraft {
  title: string;
}

export interface VariationDraft {
  title: string;
  price: number;
  discounted: number | null;
  addonIds: readonly string[];
}

export interface FoodDraft {
  title: string;
  description: string;
  variations: readonly VariationDraft[];
  availableDays: readonly string[];
  availableFrom: number | null;
  availableTo: number | null;
}

export interface AddonGroupDraft {
  title: string;
  description: string;
  quantityMinimum: number;
  quantityMaximum: number;
  options: readonly { title: string; price: number }[];
}

const sameTitle = (a: string, b: string) => a.trim().toLocaleLowerCase() === b.trim().toLocaleLowerCase();

function titleProblems(field: string, title: string, what: string): MenuProblem[] {
  if (title.trim() === '') return [{ field, message: `Enter the ${what}'s title.` }];
  if (title.trim().length > MENU_TITLE_MAX)
    return [{ field, message: `The ${what}'s title is too long (at most ${MENU_TITLE_MAX} characters).` }];
  return [];
}

function descriptionProblems(description: string): MenuProblem[] {
  return description.trim().length > MENU_DESCRIPTION_MAX
    ? [
        {
          field: 'description',
          message: `The description is too long (at most ${MENU_DESCRIPTION_MAX} characters).`,
        },
      ]
    : [];
}

function priceProblems(field: string, price: number, what: string): MenuProblem[] {
  if (!Number.isInteger(price) || price < 0)
    return [{ field, message: `The ${what} price cannot be negative.` }];
  if (price > MENU_PRICE_MAX) return [{ field, message: `The ${what} price is too high.` }];
  return [];
}

/** Each title that repeats an earlier one in the list, as a problem on its own field. */
function duplicateProblems(titles: readonly string[], field: (i: number) => string, message: string) {
  return titles.flatMap((title, i) =>
    title.trim() !== '' && titles.slice(0, i).some((earlier) => sameTitle(earlier, title))
      ? [{ field: field(i), message }]
      : [],
  );
}

/** A category; `otherTitles`: the restaurant's other categories. */
export function validateCategory(draft: CategoryDraft, otherTitles: readonly string[]): MenuProblem[] {
  const problems = titleProblems('title', draft.title, 'category');
  if (problems.length === 0 && otherTitles.some((title) => sameTitle(title, draft.title)))
    problems.push({ field: 'title', message: 'This restaurant already has a category with this title.' });
  return problems;
}

function hoursProblems(draft: FoodDraft): MenuProblem[] {
  const problems: MenuProblem[] = [];
  if (draft.availableDays.some((day) => !isWeekDay(day)))
    problems.push({ field: 'availableDays', message: 'Choose days from Sunday to Saturday.' });
  const { availableFrom: from, availableTo: to } = draft;
  if ((from === null) !== (to === null))
    problems.push({ field: 'availableFrom', message: 'Give both a start and an end time, or neither.' });
  const isMinute = (m: number | null) => m === null || (Number.isInteger(m) && m >= 0 && m < 1440);
  if (!isMinute(from) || !isMinute(to))
    problems.push({ field: 'availableFrom', message: 'Times must be between 00:00 and 23:59.' });
  else if (from !== null && from === to)
    problems.push({ field: 'availableTo', message: 'The end time must differ from the start time.' });
  return problems;
}

function variationProblems(variations: readonly VariationDraft[]): MenuProblem[] {
  if (variations.length === 0)
    return [{ field: 'variations', message: 'Add at least one variation with its price.' }];
  if (variations.length > MENU_VARIATIONS_MAX)
    return [{ field: 'variations', message: `A dish has at most ${MENU_VARIATIONS_MAX} variations.` }];
  return [
    ...variations.flatMap((variation, i) => [
      ...titleProblems(`variations.${i}.title`, variation.title, 'variation'),
      ...priceProblems(`variations.${i}.price`, variation.price, 'variation'),
      ...(variation.discounted === null
        ? []
        : priceProblems(`variations.${i}.discounted`, variation.discounted, 'original')),
    ]),
    ...duplicateProblems(
      variations.map((variation) => variation.title),
      (i) => `variations.${i}.title`,
      'Two variations of this dish have the same title.',
    ),
  ];
}

/** A dish; `otherTitles`: the other dishes of its category. */
export function validateFood(draft: FoodDraft, otherTitles: readonly string[]): MenuProblem[] {
  const problems = [
    ...titleProblems('title', draft.title, 'dish'),
    ...descriptionProblems(draft.description),
    ...variationProblems(draft.variations),
    ...hoursProblems(draft),
  ];
  if (
    !problems.some((p) => p.field === 'title') &&
    otherTitles.some((title) => sameTitle(title, draft.title))
  )
    problems.unshift({ field: 'title', message: 'This category already has a dish with this title.' });
  return problems;
}

function quantityProblems(draft: AddonGroupDraft): MenuProblem[] {
  const { quantityMinimum: min, quantityMaximum: max, options } = draft;
  if (!Number.isInteger(min) || min < 0)
    return [{ field: 'quantityMinimum', message: 'The minimum cannot be negative.' }];
  if (!Number.isInteger(max) || max < 1)
    return [{ field: 'quantityMaximum', message: 'The maximum must be at least 1.' }];
  if (max < min) return [{ field: 'quantityMaximum', message: 'The maximum cannot be below the minimum.' }];
  if (min >= 1 && options.length === 0)
    return [{ field: 'options', message: 'A required group needs at least one option.' }];
  if (min > options.length)
    return [
      {
        field: 'quantityMinimum',
        message: `The minimum (${min}) is more than the group's ${options.length} options.`,
      },
    ];
  return [];
}

/** An add-on group with its options. */
export function validateAddonGroupDraft(draft: AddonGroupDraft): MenuProblem[] {
  const problems = [
    ...titleProblems('title', draft.title, 'group'),
    ...descriptionProblems(draft.description),
    ...quantityProblems(draft),
  ];
  if (draft.options.length > MENU_OPTIONS_MAX)
    problems.push({ field: 'options', message: `A group has at most ${MENU_OPTIONS_MAX} options.` });
  draft.options.forEach((option, i) => {
    problems.push(...titleProblems(`options.${i}.title`, option.title, 'option'));
    problems.push(...priceProblems(`options.${i}.price`, option.price, 'option'));
  });
  problems.push(
    ...duplicateProblems(
      draft.options.map((option) => option.title),
      (i) => `options.${i}.title`,
      'Two options of this group have the same title.',
    ),
  );
  return problems;
}
