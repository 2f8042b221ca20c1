import { describe, expect, it } from 'vitest';
import { isSuggestionText } from './suggestion-query.ts';

describe('isSuggestionText (issue 13 #11)', () => {
  const own = ['Current location', 'Enter your delivery address'];
  it('never asks for the label or the placeholder', () => {
    expect(isSuggestionText('Current location', own)).toBe(false);
    expect(isSuggestionText('  current location ', own)).toBe(false);
    expect(isSuggestionText('Enter your delivery address', own)).toBe(false);
    expect(isSuggestionText('', own)).toBe(false);
  });
  it('asks for what the user typed', () => {
    expect(isSuggestionText('Jinnah', own)).toBe(true);
    expect(isSuggestionText('Current location 2', own)).toBe(true);
  });
});
