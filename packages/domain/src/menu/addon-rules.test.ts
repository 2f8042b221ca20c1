import { describe, expect, it } from 'vitest';
import { isAddonOptional, isSingleChoice, validateAddonGroup } from './addon-rules.ts';

const group = (quantityMinimum: number, quantityMaximum: number) => ({ quantityMinimum, quantityMaximum });

describe('isAddonOptional', () => {
  it.each([
    [0, 3, true],
    [0, 1, true],
    [1, 1, false],
    [2, 4, false],
  ])('min %s max %s → %s', (min, max, expected) => {
    expect(isAddonOptional(group(min, max))).toBe(expected);
  });
});

describe('isSingleChoice (radio)', () => {
  it.each([
    [1, 1, true],
    [0, 1, false], // optional single: checkbox, so it can be unticked
    [1, 2, false],
    [2, 2, false],
  ])('min %s max %s → %s', (min, max, expected) => {
    expect(isSingleChoice(group(min, max))).toBe(expected);
  });
});

describe('validateAddonGroup', () => {
  it.each([
    [group(0, 2), 0, { ok: true }],
    [group(0, 2), 2, { ok: true }],
    [group(0, 2), 3, { ok: false, reason: 'TOO_MANY' }], // optional still enforces the maximum
    [group(1, 1), 0, { ok: false, reason: 'TOO_FEW' }],
    [group(1, 1), 1, { ok: true }],
    [group(1, 1), 2, { ok: false, reason: 'TOO_MANY' }],
    [group(2, 3), 1, { ok: false, reason: 'TOO_FEW' }],
    [group(2, 3), 2, { ok: true }],
    [group(2, 3), 3, { ok: true }],
    [group(2, 3), 4, { ok: false, reason: 'TOO_MANY' }],
  ])('%j with %s chosen → %j', (addon, count, expected) => {
    expect(validateAddonGroup(addon, count)).toEqual(expected);
  });
});
