import { eq } from 'drizzle-orm';
import { categories } from '../../db/schema/index.ts';
import { userError } from '../../errors.ts';
import { changeMenu, type MenuEditorDeps } from './menu-editor-deps.ts';
import { countFoodsIn, findCategory } from './menu-editor.repository.ts';

/**
 * Deletes an empty category. One with dishes is refused rather than taking them with it: a slip of the
 * finger should not remove a whole section's dishes, prices and photos (docs/restaurant-console.md).
 */
export async function deleteCategory(deps: MenuEditorDeps, id: string): Promise<void> {
  await changeMenu(deps, async (tx) => {
    const dishes = await countFoodsIn(tx, id);
    if (dishes > 0)
      throw userError(
        'BAD_USER_INPUT',
        `This category still has ${dishes} ${dishes === 1 ? 'dish' : 'dishes'}: move or delete them first.`,
        { field: 'category' },
      );
    const before = (await findCategory(tx, id))!;
    await tx.delete(categories).where(eq(categories.id, id));
    return {
      action: 'menu.category.delete',
      entityType: 'category',
      entityId: id,
      before: { title: before.title },
    };
  });
}
