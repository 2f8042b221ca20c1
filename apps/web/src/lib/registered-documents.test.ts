import { afterEach, describe, expect, it, vi } from 'vitest';
import type { SubscribePayload } from 'graphql-ws';
import registeredList from '@/gql/persisted-documents.json';
import { ConfigurationDocument, OrderNotificationsDocument } from '@/gql/graphql.ts';

// Trusted documents (docs/api-performance.md): every request of the session client carries the
// document's registered hash and not its text, over fetch and over the websocket alike.
const socket = vi.hoisted(() => ({ payloads: [] as SubscribePayload[] }));
vi.mock('graphql-ws', () => ({
  createClient: () => ({
    subscribe: (payload: SubscribePayload) => {
      socket.payloads.push(payload);
      return () => {};
    },
    dispose: () => {},
  }),
}));

const { createGraphqlClient } = await import('./graphql-client.ts');
const { documentText } = await import('./registered-documents.ts');

const registered = registeredList as Record<string, string>;

afterEach(() => vi.unstubAllGlobals());

describe('requests by registered hash', () => {
  it('every generated operation carries the hash codegen registered its text under', () => {
    for (const document of [ConfigurationDocument, OrderNotificationsDocument]) {
      const hash = document.__meta__?.['hash'] as string;
      expect(registered[hash]).toMatch(/^(query|subscription) /);
    }
  });

  it('a query goes by hash, without the text', async () => {
    const fetch = vi
      .fn<typeof globalThis.fetch>()
      .mockResolvedValue(
        new Response('{"data":{"configuration":null}}', { headers: { 'content-type': 'application/json' } }),
      );
    vi.stubGlobal('fetch', fetch);
    await createGraphqlClient().query(documentText(ConfigurationDocument), {}).toPromise();
    const body = JSON.parse(String(fetch.mock.calls[0]![1]!.body)) as Record<string, unknown>;
    expect(body['query']).toBeUndefined();
    expect(body).toMatchObject({
      operationName: 'Configuration',
      extensions: { persistedQuery: { version: 1, sha256Hash: ConfigurationDocument.__meta__?.['hash'] } },
    });
  });

  it('a subscription goes by hash over the websocket', async () => {
    vi.stubGlobal('window', { location: { protocol: 'http:', host: 'food.test' } });
    const subscription = createGraphqlClient()
      .subscription(documentText(OrderNotificationsDocument), {})
      .subscribe(() => {});
    await vi.waitFor(() => expect(socket.payloads).toHaveLength(1));
    expect(socket.payloads[0]).toMatchObject({
      query: '',
      extensions: {
        persistedQuery: { version: 1, sha256Hash: OrderNotificationsDocument.__meta__?.['hash'] },
      },
    });
    subscription.unsubscribe();
  });

  it('a document of its own (not generated) still goes as text', async () => {
    const fetch = vi
      .fn<typeof globalThis.fetch>()
      .mockResolvedValue(
        new Response('{"data":{"_health":true}}', { headers: { 'content-type': 'application/json' } }),
      );
    vi.stubGlobal('fetch', fetch);
    await createGraphqlClient().query('{ _health }', {}).toPromise();
    const body = JSON.parse(String(fetch.mock.calls[0]![1]!.body)) as Record<string, unknown>;
    expect(body['query']).toBe('{\n  _health\n}');
    expect(body['extensions']).toBeUndefined();
  });
});
