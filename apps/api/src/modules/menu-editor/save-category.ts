import { validateCategory } from '@food/domain';
import { categories } from '../../db/schema/index.ts';
import { eq } from 'drizzle-orm';
import { changeMenu, refuseProblems, type MenuEditorDeps } from './menu-editor-deps.ts';
import { findCategory, nextPosition, otherCategoryTitles } from './menu-editor.repository.ts';

export type CategoryChange = { id: string | null; title: string; isHidden?: boolean | null };

/** Creates a category at the end of the menu, or renames / hides one (`id` already checked as ours). */
export async function saveCategory(deps: MenuEditorDeps, input: CategoryChange): Promise<void> {
  const title = input.title.trim();
  await changeMenu(deps, async (tx) => {
    refuseProblems(validateCategory({ title }, await otherCategoryTitles(tx, deps.restaurantId, input.id)));
    if (!input.id) {
      const [row] = await tx
        .insert(categories)
        .values({
          restaurantId: deps.restaurantId,
          title,
          isHidden: input.isHidden ?? false,
          position: await nextPosition(tx, 'category', deps.restaurantId),
        })
        .returning();
      return {
        action: 'menu.category.create',
        entityType: 'category',
        entityId: row!.id,
        after: { title, isHidden: row!.isHidden },
      };
    }
    const before = (await findCategory(tx, input.id))!;
    const after = { title, isHidden: input.isHidden ?? before.isHidden };
    await tx.update(categories).set(after).where(eq(categories.id, input.id));
    return {
      action: 'menu.category.update',
      entityType: 'category',
      entityId: input.id,
      before: { title: before.title, isHidden: before.isHidden },
      after,
    };
  });
}
