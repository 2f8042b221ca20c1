import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Sink } from 'graphql-ws';

// The session's urql client subscribes again by itself when the server ends a subscription with a
// retryable error (docs/faults.md) or closes the socket for a restart (docs/operations.md); graphql-ws is
// replaced by a fake that records each subscription.
const socket = vi.hoisted(() => ({
  sinks: [] as Sink<unknown>[],
  payloads: [] as { extensions?: Record<string, unknown> }[],
  options: [] as Record<string, unknown>[],
}));
vi.mock('graphql-ws', () => ({
  createClient: (options: Record<string, unknown>) => {
    socket.options.push(options);
    return {
      subscribe: (payload: { extensions?: Record<string, unknown> }, sink: Sink<unknown>) => {
        socket.payloads.push(payload);
        socket.sinks.push(sink);
        return () => {};
      },
      dispose: () => {},
    };
  },
}));

const { createGraphqlClient } = await import('./graphql-client.ts');

describe('the session client’s subscriptions', () => {
  beforeEach(() => {
    socket.sinks.length = 0;
    socket.payloads.length = 0;
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

  it('after a restart close (1012) subscribes again at once, asking the server for the current state', async () => {
    const client = createGraphqlClient();
    const seen: unknown[] = [];
    const errors: unknown[] = [];
    const subscription = client
      .subscription('subscription { subscriptionOrder(id: "o1") { _id orderStatus } }', {})
      .subscribe((result) => {
        if (result.data) seen.push(result.data);
        if (result.error) errors.push(result.error);
      });
    await vi.waitFor(() => expect(socket.sinks).toHaveLength(1));
    const first = 0;
    // graphql-ws does not reconnect by itself: the resubscription marks the payload instead.
    expect(socket.options[0]).toMatchObject({ retryAttempts: 0 });
    expect(socket.payloads[first]!.extensions?.['resume']).toBeUndefined();

    socket.sinks[first]!.next({ data: { subscriptionOrder: { _id: 'o1', orderStatus: 'PENDING' } } });
    socket.sinks[first]!.error({ code: 1012, reason: 'Service Restart' });
    await vi.advanceTimersByTimeAsync(0);
    await vi.waitFor(() => expect(socket.sinks).toHaveLength(first + 2));
    expect(socket.payloads[first + 1]!.extensions).toMatchObject({ resume: true });
    socket.sinks[first + 1]!.next({ data: { subscriptionOrder: { _id: 'o1', orderStatus: 'ACCEPTED' } } });

    expect(seen).toEqual([
      { subscriptionOrder: { _id: 'o1', orderStatus: 'PENDING' } },
      { subscriptionOrder: { _id: 'o1', orderStatus: 'ACCEPTED' } },
    ]);
    expect(errors).toEqual([]);
    subscription.unsubscribe();
  });
});
