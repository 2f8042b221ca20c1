import { describe, expect, it } from 'vitest';
import { AppError, ERROR_CODES, isAppError, isErrorCode } from './app-error.ts';
import { assertNever } from './assert-never.ts';

describe('AppError', () => {
  it('carries a code, a message and its extensions, and is an Error', () => {
    const error = new AppError('RATE_LIMITED', 'Too many attempts.', { retryAfter: 3 });
    expect(error).toBeInstanceOf(Error);
    expect(error.code).toBe('RATE_LIMITED');
    expect(error.message).toBe('Too many attempts.');
    expect(error.extensions).toEqual({ retryAfter: 3 });
    expect(error.name).toBe('AppError');
    expect(isAppError(error)).toBe(true);
    expect(isAppError(new Error('x'))).toBe(false);
  });

  it('knows its codes, each once', () => {
    expect(new Set(ERROR_CODES).size).toBe(ERROR_CODES.length);
    expect(isErrorCode('NOT_FOUND')).toBe(true);
    expect(isErrorCode('not_found')).toBe(false);
    expect(isErrorCode(undefined)).toBe(false);
  });
});

describe('assertNever', () => {
  it('throws when reached at run time', () => {
    expect(() => assertNever('surprise' as never)).toThrow('Unexpected value: "surprise"');
  });
});
