import { GraphQLError } from 'graphql';
import { describe, expect, it } from 'vitest';
import { apiError } from './api-error.ts';

const failure = (message: string, extensions?: Record<string, unknown>) => ({
  graphQLErrors: [new GraphQLError(message, { extensions })],
  networkError: undefined,
});

describe('apiError', () => {
  it('reads the code, message and wait of the first error', () => {
    expect(apiError(failure('Try again in 12 s', { code: 'RATE_LIMITED', retryAfter: 11.2 }))).toEqual({
      code: 'RATE_LIMITED',
      message: 'Try again in 12 s',
      retryAfter: 12,
      reason: null,
    });
    expect(apiError(failure('Invalid credentials!', { code: 'BAD_USER_INPUT' }))).toEqual({
      code: 'BAD_USER_INPUT',
      message: 'Invalid credentials!',
      retryAfter: null,
      reason: null,
    });
  });

  it('has no message for a network failure', () => {
    expect(apiError({ graphQLErrors: [], networkError: new Error('Failed to fetch') })).toEqual({
      code: null,
      message: null,
      retryAfter: null,
      reason: null,
    });
  });

  it('ignores a missing or nonsensical wait', () => {
    expect(apiError(failure('x', { code: 'RATE_LIMITED', retryAfter: 'soon' })).retryAfter).toBeNull();
    expect(apiError(failure('x', { code: 'RATE_LIMITED', retryAfter: -1 })).retryAfter).toBeNull();
  });

  it('reads the broken validation rule, whatever the wording', () => {
    const error = failure('Ungültige E-Mail', { code: 'BAD_USER_INPUT', reason: 'invalidEmail' });
    expect(apiError(error).reason).toBe('invalidEmail');
    expect(apiError(failure('Invalid Email', { code: 'BAD_USER_INPUT' })).reason).toBeNull();
    expect(apiError(failure('x', { code: 'BAD_USER_INPUT', reason: 'somethingNew' })).reason).toBeNull();
  });

  it('knows only the codes of the schema', () => {
    expect(apiError(failure('x', { code: 'SOMETHING_NEW' })).code).toBeNull();
    expect(apiError(failure('x')).code).toBeNull();
    expect(apiError(failure('Order not found.', { code: 'NOT_FOUND' })).code).toBe('NOT_FOUND');
  });
});
