import { describe, expect, it } from 'vitest';
import { authorizationHeader, websocketUrl } from './graphql-client.ts';

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
});
