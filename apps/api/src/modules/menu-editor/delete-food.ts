import { eq } from 'drizzle-orm';
import { foods } from '../../db/schema/index.ts';
import { changeMenu, type MenuEditorDeps } from './menu-editor-deps.ts';
import { findFood } from './menu-editor.repository.ts';

/** Deletes a dish (already checked as ours); placed orders keep their own copy (order_items). */
export async function deleteFood(deps: MenuEditorDeps, id: string): Promise<void> {
  await changeMenu(deps, async (tx) => {
    const before = (await findFood(tx, id))!;
    await tx.delete(foods).where(eq(foods.id, id));
    return {
      action: 'menu.food.delete',
      entityType: 'food',
      entityId: id,
      before: { title: before.title, category: before.categoryId },
    };
  });
}
