import { describe, expect, it } from 'vitest';
import { GraphQLError } from 'graphql';
import { authorizationHeader, isUnauthenticated, websocketUrl } from './graphql-client.ts';

describe('graphql client helpers', () => {
  it('derives the websocket URL from the page location', () => {
    expect(websocketUrl({ protocol: 'http:', host: '127.0.0.1:5173' })).toBe('ws://127.0.0.1:5173/graphql');
    expect(websocketUrl({ protocol: 'https:', host: 'food.example.com' })).toBe(
      'wss://food.example.com/graphql',
    );
  });

  it('sends a bearer token only when one is stored', () => {
    expect(authorizationHeader('abc')).toEqual({ Authorization: 'Bearer abc' });
    expect(authorizationHeader(null)).toEqual({});
  });

  it('recognises the answer that ends a session (UNAUTHENTICATED) and nothing else', () => {
    const failure = (code?: string) => ({ graphQLErrors: [new GraphQLError('x', { extensions: { code } })] });
    expect(isUnauthenticated(failure('UNAUTHENTICATED'))).toBe(true);
    expect(isUnauthenticated(failure('BAD_USER_INPUT'))).toBe(false);
    expect(isUnauthenticated(failure())).toBe(false);
    expect(isUnauthenticated({ graphQLErrors: [] })).toBe(false);
    expect(isUnauthenticated(undefined)).toBe(false);
  });
});
