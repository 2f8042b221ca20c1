import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Sink } from 'graphql-ws';

// The session's urql client subscribes again by itself when the server ends a subscription with a
// retryable error (docs/faults.md); graphql-ws is replaced by a fake that records each subscription.
const socket = vi.hoisted(() => ({ sinks: [] as Sink<unknown>[] }));
vi.mock('graphql-ws', () => ({
  createClient: () => ({
    subscribe: (_payload: unknown, sink: Sink<unknown>) => {
      socket.sinks.push(sink);
      return () => {};
    },
    dispose: () => {},
  }),
}));

const { createGraphqlClient } = await import('./graphql-client.ts');

describe('the session client’s subscriptions', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.stubGlobal('window', { location: { protocol: 'http:', host: 'food.test' } });
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('subscribe again after a retryable SERVICE_UNAVAILABLE, and the screen keeps getting values', async () => {
    const client = createGraphqlClient();
    const seen: unknown[] = [];
    const errors: unknown[] = [];
    const subscription = client
      .subscription('subscription { subscriptionOrders(current: true) { _id } }', {})
      .subscribe((result) => {
        if (result.data) seen.push(result.data);
        if (result.error) errors.push(result.error);
      });
    await vi.waitFor(() => expect(socket.sinks).toHaveLength(1));

    socket.sinks[0]!.next({ data: { subscriptionOrders: { _id: 'a' } } });
    socket.sinks[0]!.next({
      errors: [
        {
          message: 'The service is briefly unavailable; try again.',
          extensions: { code: 'SERVICE_UNAVAILABLE', retryable: true },
        },
      ],
    });
    socket.sinks[0]!.complete();
    await vi.advanceTimersByTimeAsync(1000);
    expect(socket.sinks).toHaveLength(2);
    socket.sinks[1]!.next({ data: { subscriptionOrders: { _id: 'b' } } });

    expect(seen).toEqual([{ subscriptionOrders: { _id: 'a' } }, { subscriptionOrders: { _id: 'b' } }]);
    expect(errors).toEqual([]);
    subscription.unsubscribe();
  });
});
