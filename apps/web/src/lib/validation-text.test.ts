import { VALIDATION_MESSAGES } from '@food/domain';
import { describe, expect, it } from 'vitest';
import { validationMessageKey } from './validation-text.ts';

describe('validationMessageKey', () => {
  it('finds the key of every domain message', () => {
    for (const [key, message] of Object.entries(VALIDATION_MESSAGES)) {
      expect(validationMessageKey(message)).toBe(key);
    }
  });

  it('returns null for other texts', () => {
    expect(validationMessageKey('Something else')).toBeNull();
    expect(validationMessageKey(undefined)).toBeNull();
    expect(validationMessageKey('')).toBeNull();
  });
});
