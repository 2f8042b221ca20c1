import { describe, expect, it } from 'vitest';
import { assertNever } from './assert-never.ts';
import { DomainError, isDomainError } from './domain-error.ts';

describe('DomainError', () => {
  it('carries a code and a message and is an Error', () => {
    const error = new DomainError('INVALID_AMOUNT', 'Amount must be an integer');
    expect(error).toBeInstanceOf(Error);
    expect(error.code).toBe('INVALID_AMOUNT');
    expect(error.message).toBe('Amount must be an integer');
    expect(error.name).toBe('DomainError');
    expect(isDomainError(error)).toBe(true);
    expect(isDomainError(new Error('x'))).toBe(false);
  });
});

describe('assertNever', () => {
  it('throws when reached at run time', () => {
    expect(() => assertNever('surprise' as never)).toThrow('Unexpected value: "surprise"');
  });
});
