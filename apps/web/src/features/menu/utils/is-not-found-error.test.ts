import { describe, expect, it } from 'vitest';
import { isNotFoundError } from './is-not-found-error.ts';

const withErrors = (...errors: { message: string; extensions?: Record<string, unknown> }[]) => ({
  graphQLErrors: errors.map((e) => ({ ...e, extensions: e.extensions ?? {} })) as never,
});

describe('isNotFoundError', () => {
  it('recognises the NOT_FOUND code, whatever the message says', () => {
    expect(isNotFoundError(withErrors({ message: 'x', extensions: { code: 'NOT_FOUND' } }))).toBe(true);
    // The message is for people; only the code is compared (docs/architecture.md "Errors").
    expect(isNotFoundError(withErrors({ message: 'Restaurant not found' }))).toBe(false);
  });

  it('treats other failures as errors, not as a missing restaurant', () => {
    expect(isNotFoundError(undefined)).toBe(false);
    expect(isNotFoundError(withErrors())).toBe(false);
    expect(
      isNotFoundError(withErrors({ message: 'Unexpected error', extensions: { code: 'INTERNAL' } })),
    ).toBe(false);
  });
});
