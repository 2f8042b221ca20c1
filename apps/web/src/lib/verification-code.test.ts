import { describe, expect, it } from 'vitest';
import { codeOf, deleteDigit, emptyCells, enterDigits, isComplete } from './verification-code.ts';

const cells = (code: string) => [...code.padEnd(6, ' ')].map((c) => (c === ' ' ? '' : c));

describe('code entry state', () => {
  it('starts with six empty cells', () => {
    expect(emptyCells()).toEqual(['', '', '', '', '', '']);
    expect(isComplete(emptyCells())).toBe(false);
  });

  it.each([
    // [cells before, index, text, cells after, focus]
    ['', 0, '4', '4', 1],
    ['4', 1, '2', '42', 2],
    ['42', 2, 'a', '42', 2], // letters are ignored
    ['12345', 5, '6', '123456', 5], // the last cell keeps focus
    ['', 0, '123456', '123456', 5], // a paste fills every cell
    ['98', 3, '123456', '123456', 5], // a full code lands from the first cell wherever it is pasted
    ['', 0, '12 34-56', '123456', 5], // separators in a pasted code are dropped
    ['', 2, '789', '  789', 5],
    ['1', 1, '23', '123', 3],
    ['', 4, '1234', '    12', 5], // a partial paste never spills past the end
    ['1 3', 1, '2', '123', 3], // focus skips to the next empty cell
  ])('%j + "%s" at %i → %j, focus %i', (before, index, text, after, focus) => {
    expect(enterDigits(cells(before), index, text)).toEqual({ cells: cells(after), focus });
  });

  it.each([
    ['123', 2, '12', 2], // a filled cell is cleared in place
    ['12', 2, '1', 1], // an empty cell clears the one before and moves back
    ['', 0, '', 0],
  ])('backspace in %j at %i → %j, focus %i', (before, index, after, focus) => {
    expect(deleteDigit(cells(before), index)).toEqual({ cells: cells(after), focus });
  });

  it('reads the code once every cell holds a digit', () => {
    expect(isComplete(cells('123456'))).toBe(true);
    expect(codeOf(cells('123456'))).toBe('123456');
    expect(isComplete(cells('12345'))).toBe(false);
  });
});
