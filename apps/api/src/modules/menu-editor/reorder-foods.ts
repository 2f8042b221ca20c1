import { asc, eq } from 'drizzle-orm';
import { foods } from '../../db/schema/index.ts';
import { changeMenu, type MenuEditorDeps } from './menu-editor-deps.ts';
import { writePositions } from './menu-editor.repository.ts';
import { isPermutation, staleOrder } from './reorder-categories.ts';

/** Puts every dish of one category (already checked as ours) in the order of `ids`. */
export async function reorderFoods(deps: MenuEditorDeps, categoryId: string, ids: readonly string[]) {
  await changeMenu(deps, async (tx) => {
    const rows = await tx
      .select({ id: foods.id })
      .from(foods)
      .where(eq(foods.categoryId, categoryId))
      .orderBy(asc(foods.position), asc(foods.id));
    const current = rows.map((row) => row.id);
    if (!isPermutation(ids, current)) throw staleOrder();
    await writePositions(tx, 'food', ids);
    return {
      action: 'menu.food.reorder',
      entityType: 'category',
      entityId: categoryId,
      before: { order: current },
      after: { order: [...ids] },
    };
  });
}
