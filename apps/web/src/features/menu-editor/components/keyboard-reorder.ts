import { arrayMove } from '@dnd-kit/sortable';

// Reordering a list from the keyboard without dragging anything: a lifted row moves through a copy of
// the order, one place per arrow key, and the list shows that copy until the row is dropped (the new
// order is saved) or the move is cancelled (the list is as it was). No geometry is involved, so the
// page's scroll position or the window's size cannot change where a key press puts the row.

export type Lifted = {
  id: string;
  /** The order shown while the row is lifted. */
  order: string[];
};

export function lift(ids: readonly string[], id: string): Lifted | null {
  return ids.includes(id) ? { id, order: [...ids] } : null;
}

/** One place up (-1) or down (+1); the same state when the row is already at that end. */
export function step(lifted: Lifted, by: -1 | 1): Lifted {
  const from = lifted.order.indexOf(lifted.id);
  const to = from + by;
  if (from < 0 || to < 0 || to >= lifted.order.length) return lifted;
  return { ...lifted, order: arrayMove(lifted.order, from, to) };
}

/** 1-based place of the lifted row. */
export const positionOf = (lifted: Lifted) => lifted.order.indexOf(lifted.id) + 1;

/**
 * The order to show: the lifted copy, kept in step with the current items (a row deleted meanwhile
 * leaves it, a row added meanwhile comes at the end).
 */
export function shownOrder(ids: readonly string[], lifted: Lifted | null): string[] {
  if (!lifted) return [...ids];
  const current = new Set(ids);
  const kept = lifted.order.filter((id) => current.has(id));
  return [...kept, ...ids.filter((id) => !kept.includes(id))];
}

/** Whether dropping changes anything worth saving. */
export const changed = (ids: readonly string[], order: readonly string[]) =>
  ids.length === order.length && ids.some((id, index) => order[index] !== id);
