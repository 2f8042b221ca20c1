import { and, asc, eq, inArray, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/types.ts';
import {
  addonOptions,
  addons,
  categories,
  foods,
  options,
  variationAddons,
  variations,
} from '../../db/schema/index.ts';

// The editor's reads and writes. Unlike the catalog's (modules/catalog), reads include hidden
// categories and inactive dishes; writes run inside the caller's transaction.

export type EditorCategoryRow = typeof categories.$inferSelect;
export type EditorFoodRow = typeof foods.$inferSelect;
export type EditorVariationRow = typeof variations.$inferSelect;
export type EditorAddonRow = typeof addons.$inferSelect;
export type EditorOptionRow = typeof options.$inferSelect;

export async function loadMenuRows(db: Db, restaurantId: string) {
  const [categoryRows, foodRows, variationRows, variationLinks, addonRows, optionLinks] = await Promise.all([
    db
      .select()
      .from(categories)
      .where(eq(categories.restaurantId, restaurantId))
      .orderBy(asc(categories.position), asc(categories.id)),
    db
      .select()
      .from(foods)
      .where(eq(foods.restaurantId, restaurantId))
      .orderBy(asc(foods.position), asc(foods.id)),
    db
      .select({ variation: variations })
      .from(variations)
      .innerJoin(foods, eq(foods.id, variations.foodId))
      .where(eq(foods.restaurantId, restaurantId))
      .orderBy(asc(variations.position), asc(variations.id)),
    db
      .select({ variationId: variationAddons.variationId, addonId: variationAddons.addonId })
      .from(variationAddons)
      .innerJoin(addons, eq(addons.id, variationAddons.addonId))
      .where(eq(addons.restaurantId, restaurantId))
      .orderBy(asc(variationAddons.position), asc(variationAddons.addonId)),
    db
      .select()
      .from(addons)
      .where(eq(addons.restaurantId, restaurantId))
      .orderBy(asc(addons.title), asc(addons.id)),
    db
      .select({ addonId: addonOptions.addonId, option: options })
      .from(addonOptions)
      .innerJoin(options, eq(options.id, addonOptions.optionId))
      .where(eq(options.restaurantId, restaurantId))
      .orderBy(asc(addonOptions.position), asc(options.id)),
  ]);
  return {
    categoryRows,
    foodRows,
    variationRows: variationRows.map((row) => row.variation),
    variationLinks,
    addonRows,
    optionLinks,
  };
}

/** The restaurant an entity belongs to; undefined when it does not exist. */
export async function restaurantOf(db: Db, kind: 'category' | 'food' | 'addon', id: string) {
  const table = kind === 'category' ? categories : kind === 'food' ? foods : addons;
  const [row] = await db.select({ restaurantId: table.restaurantId }).from(table).where(eq(table.id, id));
  return row?.restaurantId;
}

export async function findCategory(db: Db, id: string) {
  const [row] = await db.select().from(categories).where(eq(categories.id, id));
  return row;
}

export async function findFood(db: Db, id: string) {
  const [row] = await db.select().from(foods).where(eq(foods.id, id));
  return row;
}

export async function findAddon(db: Db, id: string) {
  const [row] = await db.select().from(addons).where(eq(addons.id, id));
  return row;
}

/** Titles of the restaurant's other categories (for uniqueness). */
export async function otherCategoryTitles(db: Db, restaurantId: string, exceptId: string | null) {
  const rows = await db
    .select({ title: categories.title })
    .from(categories)
    .where(
      and(eq(categories.restaurantId, restaurantId), exceptId ? ne(categories.id, exceptId) : sql`true`),
    );
  return rows.map((row) => row.title);
}

/** Titles of the category's other dishes (for uniqueness). */
export async function otherFoodTitles(db: Db, categoryId: string, exceptId: string | null) {
  const rows = await db
    .select({ title: foods.title })
    .from(foods)
    .where(and(eq(foods.categoryId, categoryId), exceptId ? ne(foods.id, exceptId) : sql`true`));
  return rows.map((row) => row.title);
}

export async function countFoodsIn(db: Db, categoryId: string) {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(foods)
    .where(eq(foods.categoryId, categoryId));
  return row?.count ?? 0;
}

export async function nextPosition(db: Db, kind: 'category' | 'food', parentId: string) {
  const [row] =
    kind === 'category'
      ? await db
          .select({ max: sql<number | null>`max(${categories.position})` })
          .from(categories)
          .where(eq(categories.restaurantId, parentId))
      : await db
          .select({ max: sql<number | null>`max(${foods.position})` })
          .from(foods)
          .where(eq(foods.categoryId, parentId));
  return (row?.max ?? -1) + 1;
}

export async function variationsOfFood(db: Db, foodId: string) {
  return db.select().from(variations).where(eq(variations.foodId, foodId)).orderBy(asc(variations.position));
}

export async function addonIdsOf(db: Db, restaurantId: string, ids: readonly string[]) {
  if (ids.length === 0) return [];
  const rows = await db
    .select({ id: addons.id })
    .from(addons)
    .where(and(eq(addons.restaurantId, restaurantId), inArray(addons.id, [...ids])));
  return rows.map((row) => row.id);
}

export async function optionsOfAddon(db: Db, addonId: string) {
  return db
    .select({ option: options })
    .from(addonOptions)
    .innerJoin(options, eq(options.id, addonOptions.optionId))
    .where(eq(addonOptions.addonId, addonId))
    .orderBy(asc(addonOptions.position))
    .then((rows) => rows.map((row) => row.option));
}

/** Options of the restaurant no group links any more: removed from a group, they go with it. */
export async function deleteUnlinkedOptions(db: Db, restaurantId: string) {
  await db
    .delete(options)
    .where(
      and(
        eq(options.restaurantId, restaurantId),
        sql`not exists (select 1 from ${addonOptions} where ${addonOptions.optionId} = ${options.id})`,
      ),
    );
}

/** Sets `position` to each id's index; ids are checked by the caller to be the full set. */
export async function writePositions(db: Db, kind: 'category' | 'food', ids: readonly string[]) {
  const table = kind === 'category' ? categories : foods;
  for (const [position, id] of ids.entries()) {
    await db.update(table).set({ position }).where(eq(table.id, id));
  }
}
