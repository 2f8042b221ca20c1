import { describe, expect, it, vi } from 'vitest';
import { GraphQLError } from 'graphql';
import { LogoutDocument } from '@/gql/graphql.ts';
import {
  LOGOUT_HASH,
  LOGOUT_REQUEST,
  authorizationHeader,
  isUnauthenticated,
  revokeSession,
  websocketUrl,
} from './graphql-client.ts';

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

describe('revokeSession', () => {
  it('sends the registered hash of hooks/api/logout.graphql, checked against the schema by codegen', () => {
    expect(LOGOUT_HASH).toBe(LogoutDocument.__meta__?.['hash']);
  });

  it('sends the logout mutation with the token being forgotten', async () => {
    const send = vi.fn<typeof fetch>().mockResolvedValue(new Response('{"data":{"logout":true}}'));
    await revokeSession('abc', send);
    expect(send).toHaveBeenCalledTimes(1);
    const [url, init] = send.mock.calls[0]!;
    expect(url).toBe('/graphql');
    expect(init?.method).toBe('POST');
    expect(init?.headers).toMatchObject({ Authorization: 'Bearer abc' });
    expect(JSON.parse(String(init?.body))).toEqual(LOGOUT_REQUEST);
    expect(init?.keepalive).toBe(true);
  });

  it('sends nothing when signed out, and never fails (offline, server down)', async () => {
    const send = vi.fn<typeof fetch>().mockRejectedValue(new TypeError('Failed to fetch'));
    await revokeSession(null, send);
    expect(send).not.toHaveBeenCalled();
    await expect(revokeSession('abc', send)).resolves.toBeUndefined();
  });
});
