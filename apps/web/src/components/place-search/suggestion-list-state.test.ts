import { describe, expect, it } from 'vitest';
import {
  type SuggestionListState,
  closedList,
  isNavigationKey,
  suggestionForEnter,
  suggestionListReducer as reduce,
} from './suggestion-list-state.ts';

const open = (activeIndex: number): SuggestionListState => ({ isOpen: true, activeIndex });
const key = (k: 'ArrowDown' | 'ArrowUp' | 'Escape', count = 3) => ({ type: 'key', key: k, count }) as const;

describe('place-search suggestion list', () => {
  it('opens with nothing active when the user types', () => {
    expect(reduce(closedList, { type: 'typed' })).toEqual(open(-1));
    expect(reduce(open(2), { type: 'typed' })).toEqual(open(-1));
  });

  it.each([
    ['ArrowDown from the input', open(-1), key('ArrowDown'), open(0)],
    ['ArrowDown moves on', open(0), key('ArrowDown'), open(1)],
    ['ArrowDown wraps to the first', open(2), key('ArrowDown'), open(0)],
    ['ArrowUp from the input goes to the last', open(-1), key('ArrowUp'), open(2)],
    ['ArrowUp moves back', open(2), key('ArrowUp'), open(1)],
    ['ArrowUp wraps to the last', open(0), key('ArrowUp'), open(2)],
    ['Escape closes', open(1), key('Escape'), closedList],
    ['ArrowDown opens a closed list on the first', closedList, key('ArrowDown'), open(0)],
    ['ArrowUp opens a closed list on the last', closedList, key('ArrowUp'), open(2)],
    ['Escape on a closed list keeps it closed', closedList, key('Escape'), closedList],
    ['no suggestions: arrows do nothing', open(-1), key('ArrowDown', 0), open(-1)],
    ['a shorter list clamps the active row', open(5), key('ArrowDown', 3), open(0)],
  ])('%s', (_name, state, action, expected) => {
    expect(reduce(state, action)).toEqual(expected);
  });

  it('forgets the active row when the results change', () => {
    expect(reduce(open(1), { type: 'resultsChanged' })).toEqual(open(-1));
    const unchanged = open(-1);
    expect(reduce(unchanged, { type: 'resultsChanged' })).toBe(unchanged);
  });

  it('recognises only the keys the list handles', () => {
    expect(['ArrowDown', 'ArrowUp', 'Escape', 'Home', 'End', 'Enter', 'a'].filter(isNavigationKey)).toEqual([
      'ArrowDown',
      'ArrowUp',
      'Escape',
    ]);
  });

  it('closes on choice or blur', () => {
    expect(reduce(open(1), { type: 'close' })).toEqual(closedList);
  });

  it('Enter chooses the active suggestion, else leaves Enter to the form', () => {
    expect(suggestionForEnter(open(1), 3)).toBe(1);
    expect(suggestionForEnter(open(-1), 3)).toBeNull();
    expect(suggestionForEnter(closedList, 3)).toBeNull();
    expect(suggestionForEnter(open(4), 3)).toBeNull();
  });
});
