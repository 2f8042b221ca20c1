import type { MenuAddon } from './types.ts';

type AddonLimits = Pick<MenuAddon, 'quantityMinimum' | 'quantityMaximum'>;

export type AddonGroupCheck = { ok: true } | { ok: false; reason: 'TOO_FEW' | 'TOO_MANY' };

/** A group whose minimum is 0 may be left empty (docs/product/validation.md#add-on-groups). */
export function isAddonOptional(addon: AddonLimits): boolean {
  return addon.quantityMinimum <= 0;
}

/** Exactly one choice (min 1, max 1) renders as radios; anything else as checkboxes. */
export function isSingleChoice(addon: AddonLimits): boolean {
  return addon.quantityMinimum === 1 && addon.quantityMaximum === 1;
}

/**
 * The chosen count must lie between minimum and maximum, else the group is flagged
 * and add-to-cart is blocked. An optional group (minimum 0) may be empty but still may not exceed
 * its maximum — otherwise "pick up to 2 sauces" could be gamed by marking the group optional.
 */
export function validateAddonGroup(addon: AddonLimits, selectedCount: number): AddonGroupCheck {
  if (selectedCount < addon.quantityMinimum) return { ok: false, reason: 'TOO_FEW' };
  if (selectedCount > addon.quantityMaximum) return { ok: false, reason: 'TOO_MANY' };
  return { ok: true };
}
