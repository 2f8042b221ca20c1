// The six-cell code entry (docs/product/accounts.md#verification-codes): pure state changes, so typing,
// pasting and deleting behave the same in every flow (e-mail, phone, password reset).
import { VERIFICATION_CODE_LENGTH } from '@food/domain';

export type CodeCells = readonly string[];
export type CodeEdit = { cells: CodeCells; focus: number };

export const CODE_LENGTH = VERIFICATION_CODE_LENGTH;

export function emptyCells(length: number = CODE_LENGTH): CodeCells {
  return Array.from({ length }, () => '');
}

/**
 * Text typed, pasted or auto-filled into cell `index`. Only digits count. A full code (as many digits as
 * cells) fills every cell wherever it lands, as a paste or an SMS auto-fill would; shorter text fills
 * from `index` onwards. Focus moves to the first empty cell after the entry, or stays on the last.
 */
export function enterDigits(cells: CodeCells, index: number, text: string): CodeEdit {
  const digits = text.replace(/\D/g, '');
  const last = cells.length - 1;
  if (digits === '') return { cells, focus: index };
  const start = digits.length >= cells.length ? 0 : index;
  const next = [...cells];
  let position = start;
  for (const digit of digits.slice(0, cells.length - start)) next[position++] = digit;
  const firstEmpty = next.findIndex((cell, i) => i >= position && cell === '');
  return { cells: next, focus: firstEmpty === -1 ? Math.min(position, last) : firstEmpty };
}

/** Backspace in cell `index`: clears it, or when it is already empty clears and moves to the one before. */
export function deleteDigit(cells: CodeCells, index: number): CodeEdit {
  const next = [...cells];
  if (next[index] !== '') {
    next[index] = '';
    return { cells: next, focus: index };
  }
  const previous = Math.max(0, index - 1);
  next[previous] = '';
  return { cells: next, focus: previous };
}

export function codeOf(cells: CodeCells): string {
  return cells.join('');
}

export function isComplete(cells: CodeCells): boolean {
  return cells.every((cell) => /^\d$/.test(cell));
}
