import { describe, expect, it } from 'vitest';
import { isValidationReason, VALIDATION_MESSAGES, validationReasonOf } from './messages.ts';

describe('validationReasonOf', () => {
  it('finds the reason of every validation text', () => {
    for (const [key, message] of Object.entries(VALIDATION_MESSAGES)) {
      expect(validationReasonOf(message)).toBe(key);
    }
  });

  it('returns null for other texts', () => {
    expect(validationReasonOf('Something else')).toBeNull();
    expect(validationReasonOf(undefined)).toBeNull();
    expect(validationReasonOf('')).toBeNull();
  });
});

describe('isValidationReason', () => {
  it('accepts the keys and nothing else', () => {
    expect(isValidationReason('invalidEmail')).toBe(true);
    expect(isValidationReason('Invalid Email')).toBe(false);
    expect(isValidationReason('toString')).toBe(false);
    expect(isValidationReason(undefined)).toBe(false);
  });
});
