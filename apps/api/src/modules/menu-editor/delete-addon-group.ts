import { eq } from 'drizzle-orm';
import { addons } from '../../db/schema/index.ts';
import { changeMenu, type MenuEditorDeps } from './menu-editor-deps.ts';
import { deleteUnlinkedOptions, findAddon } from './menu-editor.repository.ts';

/** Deletes a group (already checked as ours): detached from every variation, its own options removed. */
export async function deleteAddonGroup(deps: MenuEditorDeps, id: string): Promise<void> {
  await changeMenu(deps, async (tx) => {
    const before = (await findAddon(tx, id))!;
    await tx.delete(addons).where(eq(addons.id, id));
    await deleteUnlinkedOptions(tx, deps.restaurantId);
    return {
      action: 'menu.addon.delete',
      entityType: 'addon',
      entityId: id,
      before: { title: before.title },
    };
  });
}
