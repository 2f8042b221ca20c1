import { userError } from '../../errors.ts';
import { changeMenu, type MenuEditorDeps } from './menu-editor-deps.ts';
import { loadMenuRows, writePositions } from './menu-editor.repository.ts';

/** True when `ids` is exactly `current` in another order (no id missing, added or repeated). */
export function isPermutation(ids: readonly string[], current: readonly string[]): boolean {
  const set = new Set(ids);
  return set.size === ids.length && ids.length === current.length && current.every((id) => set.has(id));
}

export const staleOrder = () =>
  userError('BAD_USER_INPUT', 'The menu changed meanwhile: reload it and try again.', { field: 'ids' });

/** Puts every category of the restaurant in the order of `ids`. */
export async function reorderCategories(deps: MenuEditorDeps, ids: readonly string[]): Promise<void> {
  await changeMenu(deps, async (tx) => {
    const { categoryRows } = await loadMenuRows(tx, deps.restaurantId);
    const current = categoryRows.map((row) => row.id);
    if (!isPermutation(ids, current)) throw staleOrder();
    await writePositions(tx, 'category', ids);
    return {
      action: 'menu.category.reorder',
      entityType: 'restaurant',
      entityId: deps.restaurantId,
      before: { order: current },
      after: { order: [...ids] },
    };
  });
}
