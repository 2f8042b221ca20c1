import { toMinor, validateFood, type FoodDraft } from '@food/domain';
import { eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/types.ts';
import { foods, variationAddons, variations } from '../../db/schema/index.ts';
import { forbidden } from '../../errors.ts';
import { changeMenu, invalidField, refuseProblems, type MenuEditorDeps } from './menu-editor-deps.ts';
import {
  addonIdsOf,
  findFood,
  nextPosition,
  otherFoodTitles,
  restaurantOf,
  variationsOfFood,
} from './menu-editor.repository.ts';

export type FoodChange = {
  id: string | null;
  categoryId: string;
  title: string;
  description?: string | null;
  image?: string | null;
  isActive?: boolean | null;
  isOutOfStock?: boolean | null;
  availableDays?: readonly string[] | null;
  availableFrom?: number | null;
  availableTo?: number | null;
  /** Prices in major units, as the API receives them. */
  variations: readonly {
    id?: string | null;
    title: string;
    price: number;
    discounted?: number | null;
    addonGroups: readonly string[];
  }[];
};

// Only images this platform stored (POST /uploads/images answers /media/…) or the dish's current one:
// a dish photo is shown to every customer, so no address elsewhere is accepted.
const MEDIA_URL = /^\/media\/[A-Za-z0-9][A-Za-z0-9._/-]*$/;
const isAcceptedImage = (image: string | null, current: string | null) =>
  image === null || image === current || (MEDIA_URL.test(image) && !image.includes('..'));

function draftOf(input: FoodChange, currency: string): FoodDraft {
  return {
    title: input.title.trim(),
    description: (input.description ?? '').trim(),
    availableDays: input.availableDays ?? [],
    availableFrom: input.availableFrom ?? null,
    availableTo: input.availableTo ?? null,
    variations: input.variations.map((variation) => ({
      title: variation.title.trim(),
      price: toMinor(variation.price, currency),
      discounted: variation.discounted == null ? null : toMinor(variation.discounted, currency),
      addonIds: variation.addonGroups,
    })),
  };
}

/** Refuses ids of another restaurant's category or add-on groups, and variations of another dish. */
async function checkReferences(tx: Db, deps: MenuEditorDeps, input: FoodChange, existing: string[]) {
  if ((await restaurantOf(tx, 'category', input.categoryId)) !== deps.restaurantId) throw forbidden();
  const groupIds = [...new Set(input.variations.flatMap((variation) => variation.addonGroups))];
  if ((await addonIdsOf(tx, deps.restaurantId, groupIds)).length !== groupIds.length) throw forbidden();
  input.variations.forEach((variation, i) => {
    if (variation.id && !existing.includes(variation.id))
      throw invalidField(`variations.${i}.title`, 'This variation is not part of the dish any more: reload.');
    if (new Set(variation.addonGroups).size !== variation.addonGroups.length)
      throw invalidField(`variations.${i}.addonGroups`, 'An add-on group is attached twice.');
  });
}

/** Writes the variations in order: updates kept ones, inserts new ones, deletes the rest, relinks groups. */
async function writeVariations(
  tx: Db,
  foodId: string,
  draft: FoodDraft,
  input: FoodChange,
  existing: string[],
) {
  const kept = input.variations.flatMap((variation) => (variation.id ? [variation.id] : []));
  const removed = existing.filter((id) => !kept.includes(id));
  if (removed.length > 0) await tx.delete(variations).where(inArray(variations.id, removed));
  for (const [position, variation] of draft.variations.entries()) {
    const values = {
      title: variation.title,
      price: variation.price,
      discounted: variation.discounted,
      position,
    };
    const id = input.variations[position]!.id;
    const [row] = id
      ? await tx.update(variations).set(values).where(eq(variations.id, id)).returning({ id: variations.id })
      : await tx
          .insert(variations)
          .values({ ...values, foodId })
          .returning({ id: variations.id });
    await tx.delete(variationAddons).where(eq(variationAddons.variationId, row!.id));
    if (variation.addonIds.length > 0)
      await tx
        .insert(variationAddons)
        .values(variation.addonIds.map((addonId, i) => ({ variationId: row!.id, addonId, position: i })));
  }
}

const summary = (draft: FoodDraft, extra: Record<string, unknown>) => ({
  title: draft.title,
  ...extra,
  variations: draft.variations.map((v) => ({ title: v.title, price: v.price, addons: v.addonIds })),
});

/** Creates or replaces a dish with its variations and their add-on groups, in one transaction. */
export async function saveFood(deps: MenuEditorDeps, input: FoodChange): Promise<void> {
  const draft = draftOf(input, deps.currency);
  await changeMenu(deps, async (tx) => {
    const before = input.id ? await findFood(tx, input.id) : undefined;
    const existing = input.id ? (await variationsOfFood(tx, input.id)).map((row) => row.id) : [];
    await checkReferences(tx, deps, input, existing);
    refuseProblems(validateFood(draft, await otherFoodTitles(tx, input.categoryId, input.id)));
    const image = input.image === undefined ? (before?.image ?? null) : input.image;
    if (!isAcceptedImage(image, before?.image ?? null))
      throw invalidField('image', 'Upload the photo here first; only uploaded photos can be used.');
    const values = {
      categoryId: input.categoryId,
      title: draft.title,
      description: draft.description,
      image,
      isActive: input.isActive ?? before?.isActive ?? true,
      isOutOfStock: input.isOutOfStock ?? before?.isOutOfStock ?? false,
      availableDays: [...draft.availableDays],
      availableFrom: draft.availableFrom,
      availableTo: draft.availableTo,
    };
    const moved = !before || before.categoryId !== input.categoryId;
    const position = moved ? await nextPosition(tx, 'food', input.categoryId) : before.position;
    const [row] = before
      ? await tx
          .update(foods)
          .set({ ...values, position })
          .where(eq(foods.id, before.id))
          .returning()
      : await tx
          .insert(foods)
          .values({ ...values, position, restaurantId: deps.restaurantId })
          .returning();
    await writeVariations(tx, row!.id, draft, input, existing);
    return {
      action: before ? 'menu.food.update' : 'menu.food.create',
      entityType: 'food',
      entityId: row!.id,
      before: before ? { title: before.title, category: before.categoryId } : null,
      after: summary(draft, { category: input.categoryId, image, isActive: values.isActive }),
    };
  });
}
