import { toMinor, validateAddonGroupDraft, type AddonGroupDraft } from '@food/domain';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/types.ts';
import { addonOptions, addons, options } from '../../db/schema/index.ts';
import { changeMenu, invalidField, refuseProblems, type MenuEditorDeps } from './menu-editor-deps.ts';
import { deleteUnlinkedOptions, findAddon, optionsOfAddon } from './menu-editor.repository.ts';

export type AddonGroupChange = {
  id: string | null;
  title: string;
  description?: string | null;
  quantityMinimum: number;
  quantityMaximum: number;
  /** Prices in major units. */
  options: readonly { id?: string | null; title: string; price: number }[];
};

function draftOf(input: AddonGroupChange, currency: string): AddonGroupDraft {
  return {
    title: input.title.trim(),
    description: (input.description ?? '').trim(),
    quantityMinimum: input.quantityMinimum,
    quantityMaximum: input.quantityMaximum,
    options: input.options.map((option) => ({
      title: option.title.trim(),
      price: toMinor(option.price, currency),
    })),
  };
}

/** Relinks the group's options in order: kept ones updated (stock kept), new ones created. */
async function writeOptions(
  tx: Db,
  deps: MenuEditorDeps,
  addonId: string,
  draft: AddonGroupDraft,
  input: AddonGroupChange,
) {
  const existing = (await optionsOfAddon(tx, addonId)).map((option) => option.id);
  await tx.delete(addonOptions).where(eq(addonOptions.addonId, addonId));
  for (const [position, option] of draft.options.entries()) {
    const id = input.options[position]!.id;
    if (id && !existing.includes(id))
      throw invalidField(
        `options.${position}.title`,
        'This option is not part of the group any more: reload.',
      );
    const [row] = id
      ? await tx.update(options).set(option).where(eq(options.id, id)).returning({ id: options.id })
      : await tx
          .insert(options)
          .values({ ...option, restaurantId: deps.restaurantId })
          .returning({ id: options.id });
    await tx.insert(addonOptions).values({ addonId, optionId: row!.id, position });
  }
  // A removed option belongs to no group any more; shared ones stay with their other groups.
  await deleteUnlinkedOptions(tx, deps.restaurantId);
}

/** Creates or replaces an add-on group (already checked as ours) with its options. */
export async function saveAddonGroup(deps: MenuEditorDeps, input: AddonGroupChange): Promise<void> {
  const draft = draftOf(input, deps.currency);
  refuseProblems(validateAddonGroupDraft(draft));
  await changeMenu(deps, async (tx) => {
    const before = input.id ? await findAddon(tx, input.id) : undefined;
    const values = {
      title: draft.title,
      description: draft.description,
      quantityMinimum: draft.quantityMinimum,
      quantityMaximum: draft.quantityMaximum,
    };
    const [row] = before
      ? await tx.update(addons).set(values).where(eq(addons.id, before.id)).returning({ id: addons.id })
      : await tx
          .insert(addons)
          .values({ ...values, restaurantId: deps.restaurantId })
          .returning({ id: addons.id });
    await writeOptions(tx, deps, row!.id, draft, input);
    return {
      action: before ? 'menu.addon.update' : 'menu.addon.create',
      entityType: 'addon',
      entityId: row!.id,
      before: before
        ? { title: before.title, min: before.quantityMinimum, max: before.quantityMaximum }
        : null,
      after: {
        title: draft.title,
        min: draft.quantityMinimum,
        max: draft.quantityMaximum,
        options: draft.options,
      },
    };
  });
}
