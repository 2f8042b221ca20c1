import { CombinedError } from 'urql';
import { describe, expect, it } from 'vitest';
import { errorMessage } from './graphql-errors.ts';

describe('errorMessage', () => {
  it('shows the server message without the [GraphQL] prefix', () => {
    const error = new CombinedError({ graphQLErrors: [{ message: 'Restaurant not found' }] });
    expect(errorMessage(error)).toBe('Restaurant not found');
  });

  it('falls back to the network error', () => {
    const error = new CombinedError({ networkError: new Error('Failed to fetch') });
    expect(errorMessage(error)).toBe('Failed to fetch');
  });

  it('handles plain errors', () => {
    expect(errorMessage(new Error('boom'))).toBe('boom');
  });
});
