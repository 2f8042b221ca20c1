// Keyboard state of the place-search combobox (WAI-ARIA 1.2 combobox with a listbox popup): which
// suggestion is active and whether the list is open. Pure, so the key handling is unit-tested.

export type SuggestionListState = { isOpen: boolean; activeIndex: number };

export type SuggestionListAction =
  | { type: 'typed' }
  | { type: 'resultsChanged' }
  | { type: 'key'; key: NavigationKey; count: number }
  | { type: 'close' };

// Home and End stay with the text field (they move the caret), as in the APG list-autocomplete example.
export type NavigationKey = 'ArrowDown' | 'ArrowUp' | 'Escape';

export const isNavigationKey = (key: string): key is NavigationKey =>
  key === 'ArrowDown' || key === 'ArrowUp' || key === 'Escape';

export const closedList: SuggestionListState = { isOpen: false, activeIndex: -1 };

export function suggestionListReducer(
  state: SuggestionListState,
  action: SuggestionListAction,
): SuggestionListState {
  switch (action.type) {
    case 'typed':
      return { isOpen: true, activeIndex: -1 };
    case 'resultsChanged':
      // A new list must not keep pointing at an old row: Enter would choose something unseen.
      return state.activeIndex === -1 ? state : { ...state, activeIndex: -1 };
    case 'close':
      return closedList;
    case 'key':
      return onKey(state, action.key, action.count);
  }
}

function onKey(state: SuggestionListState, key: NavigationKey, count: number): SuggestionListState {
  if (key === 'Escape') return closedList;
  if (count === 0) return state;
  const last = count - 1;
  if (!state.isOpen) {
    // Down opens the list on the first suggestion, Up on the last (APG combobox).
    return { isOpen: true, activeIndex: key === 'ArrowDown' ? 0 : last };
  }
  const current = Math.min(state.activeIndex, last);
  if (key === 'ArrowDown') return { isOpen: true, activeIndex: current >= last ? 0 : current + 1 };
  return { isOpen: true, activeIndex: current <= 0 ? last : current - 1 };
}

/** The suggestion Enter chooses, or null to let Enter submit the surrounding form. */
export function suggestionForEnter(state: SuggestionListState, count: number): number | null {
  return state.isOpen && state.activeIndex >= 0 && state.activeIndex < count ? state.activeIndex : null;
}
