import { and, eq, lt, or, sql } from 'drizzle-orm';
import { foods, images, orderItems, restaurants } from '../../db/schema/index.ts';
import type { Db } from '../../db/types.ts';

export type ImageRow = typeof images.$inferSelect;

export async function findImage(db: Db, id: string): Promise<ImageRow | null> {
  const [row] = await db.select().from(images).where(eq(images.id, id));
  return row ?? null;
}

/** Inserts the image; the same content uploaded twice at once is one row (the first one stays). */
export async function insertImage(db: Db, values: typeof images.$inferInsert): Promise<void> {
  await db.insert(images).values(values).onConflictDoNothing({ target: images.id });
}

export async function deleteImage(db: Db, id: string): Promise<void> {
  await db.delete(images).where(eq(images.id, id));
}

/**
 * Whether anything still shows the picture at `url`: a restaurant's cover or logo, a dish, or a past
 * order's item (order history keeps the dish photo it was ordered with).
 */
export async function isImageReferenced(db: Db, url: string): Promise<boolean> {
  const result = await db.execute(sql`select
      exists (select 1 from ${restaurants} where ${or(eq(restaurants.image, url), eq(restaurants.logo, url))})
      or exists (select 1 from ${foods} where ${eq(foods.image, url)})
      or exists (select 1 from ${orderItems} where ${eq(orderItems.image, url)}) as "referenced"`);
  const { rows } = result as unknown as { rows: { referenced: boolean }[] };
  return rows[0]?.referenced === true;
}

/** An upload of content already stored counts as a new upload: the unused-image sweep measures from it. */
export async function touchImage(db: Db, id: string): Promise<void> {
  await db
    .update(images)
    .set({ createdAt: sql`now()` })
    .where(eq(images.id, id));
}

/**
 * Deletes, in one statement, the rows of pictures uploaded before `cutoff` that nothing shows (the
 * same references as isImageReferenced, matched on the url every record stores: the largest WebP).
 * One statement, so a record saved with the url before it runs keeps its picture. Returns the rows.
 */
export async function deleteUnusedImagesBefore(db: Db, cutoff: Date): Promise<ImageRow[]> {
  const url = sql`'/media/' || ${images.id} || '-' || ${images.width} || 'x' || ${images.height} || '.webp'`;
  return db
    .delete(images)
    .where(
      and(
        lt(images.createdAt, cutoff),
        sql`not exists (select 1 from ${restaurants} where ${restaurants.image} = ${url} or ${restaurants.logo} = ${url})`,
        sql`not exists (select 1 from ${foods} where ${foods.image} = ${url})`,
        sql`not exists (select 1 from ${orderItems} where ${orderItems.image} = ${url})`,
      ),
    )
    .returning();
}
