import type { FoodInput } from '@/gql/graphql.ts';
import type { EditableFood } from '../hooks/use-menu-editor.ts';
import { minutesToTime, parsePrice, timeToMinutes } from './time.ts';

export type VariationDraft = {
  id: string | null;
  title: string;
  price: string;
  discounted: string;
  addonGroups: string[];
};

/** The dish form's state: text as typed, converted once on save. */
export type FoodDraft = {
  id: string | null;
  category: string;
  title: string;
  description: string;
  image: string | null;
  isActive: boolean;
  isOutOfStock: boolean;
  availableDays: string[];
  availableFrom: string;
  availableTo: string;
  variations: VariationDraft[];
};

export const emptyVariation = (): VariationDraft => ({
  id: null,
  title: '',
  price: '',
  discounted: '',
  addonGroups: [],
});

export function toFoodDraft(food: EditableFood | null, category: string): FoodDraft {
  if (!food)
    return {
      id: null,
      category,
      title: '',
      description: '',
      image: null,
      isActive: true,
      isOutOfStock: false,
      availableDays: [],
      availableFrom: '',
      availableTo: '',
      variations: [emptyVariation()],
    };
  return {
    id: food._id,
    category: food.category,
    title: food.title,
    description: food.description,
    image: food.image,
    isActive: food.isActive,
    isOutOfStock: food.isOutOfStock,
    availableDays: [...food.availableDays],
    availableFrom: minutesToTime(food.availableFrom),
    availableTo: minutesToTime(food.availableTo),
    variations: food.variations.map((v) => ({
      id: v._id,
      title: v.title,
      price: String(v.price),
      discounted: v.discounted === null ? '' : String(v.discounted),
      addonGroups: [...v.addonGroups],
    })),
  };
}

/**
 * The saveFood input, or the first field whose text is not a number (the server's rules check the
 * rest). An empty price field is a missing price; an empty "was" price means no discount.
 */
export function toFoodInput(draft: FoodDraft): { input: Omit<FoodInput, 'restaurant'> } | { field: string } {
  const variations: FoodInput['variations'] = [];
  for (const [i, v] of draft.variations.entries()) {
    const price = parsePrice(v.price);
    if (price === null) return { field: `variations.${i}.price` };
    const discounted = v.discounted.trim() === '' ? null : parsePrice(v.discounted);
    if (discounted === null && v.discounted.trim() !== '') return { field: `variations.${i}.discounted` };
    variations.push({ id: v.id, title: v.title, price, discounted, addonGroups: v.addonGroups });
  }
  return {
    input: {
      id: draft.id,
      category: draft.category,
      title: draft.title,
      description: draft.description,
      image: draft.image,
      isActive: draft.isActive,
      isOutOfStock: draft.isOutOfStock,
      availableDays: draft.availableDays,
      availableFrom: timeToMinutes(draft.availableFrom),
      availableTo: timeToMinutes(draft.availableTo),
      variations,
    },
  };
}
