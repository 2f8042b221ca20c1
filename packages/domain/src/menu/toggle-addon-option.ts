import { isSingleChoice } from './addon-rules.ts';
import type { AddonSelection, MenuAddon } from './types.ts';

export interface ToggleAddonOptionOptions {
  selection: readonly AddonSelection[];
  addon: Pick<MenuAddon, '_id' | 'quantityMinimum' | 'quantityMaximum'>;
  optionId: string;
}

/**
 * The item dialog's click on an option (docs/product/validation.md#add-on-groups). A radio group replaces its
 * choice (and clicking the chosen radio keeps it); a checkbox group toggles the option. Deselecting the last
 * option removes the group from the selection. Checkboxes are not capped at the maximum here: the
 * group is flagged as in error instead (validateAddonGroup), so the customer sees why.
 * Returns a new array; groups keep their order and a new group is appended.
 */
export function toggleAddonOption({
  selection,
  addon,
  optionId,
}: ToggleAddonOptionOptions): AddonSelection[] {
  const current = selection.find((group) => group._id === addon._id);
  let options: string[];
  if (isSingleChoice(addon)) {
    options = [optionId];
  } else if (current?.options.includes(optionId)) {
    options = current.options.filter((id) => id !== optionId);
  } else {
    options = [...(current?.options ?? []), optionId];
  }

  if (!current) return [...selection, { _id: addon._id, options }];
  if (options.length === 0) return selection.filter((group) => group._id !== addon._id);
  return selection.map((group) => (group._id === addon._id ? { _id: group._id, options } : group));
}
