// The subscriber side of bench/subscriptions.ts, in its own process so the clients neither share the
// API's event loop nor count in its memory. Driven over IPC by the parent:
//   open {url, subscribers} → opened; report → arrivals (and forgets them); close → closed.
// Arrival times are process.hrtime (CLOCK_MONOTONIC), comparable with the parent's.
import { createClient, type Client } from 'graphql-ws';
import WebSocket from 'ws';

export type Subscriber = { token: string; orderId: string };
export type Arrival = { orderId: string; status: string; at: string };
export type ParentMessage =
  { type: 'open'; url: string; subscribers: Subscriber[] } | { type: 'report' } | { type: 'close' };
export type ChildMessage =
  | { type: 'opened'; failed: number }
  | { type: 'arrivals'; arrivals: Arrival[]; errors: number }
  | { type: 'closed' };

const SUBSCRIPTION = 'subscription ($id: String!) { subscriptionOrder(id: $id) { _id orderStatus } }';
const OPEN_CONCURRENCY = 50;

let clients: Client[] = [];
let arrivals: Arrival[] = [];
let errors = 0;

const send = (message: ChildMessage) => process.send!(message);

/** Connects one client and subscribes; resolves once the socket is acknowledged. */
function open(url: string, { token, orderId }: Subscriber): Promise<Client> {
  return new Promise((resolve, reject) => {
    const client = createClient({
      url,
      webSocketImpl: WebSocket,
      connectionParams: { authorization: `Bearer ${token}` },
      retryAttempts: 0,
      lazy: false,
      on: { connected: () => resolve(client), closed: () => reject(new Error('closed')) },
    });
    // The first answer is the order as it is when the subscription starts, not a change: not timed.
    let first = true;
    client.subscribe<{ subscriptionOrder: { _id: string; orderStatus: string } }>(
      { query: SUBSCRIPTION, variables: { id: orderId } },
      {
        next: (result) => {
          const order = result.data?.subscriptionOrder;
          if (!order) return void errors++;
          if (first) return void (first = false);
          arrivals.push({
            orderId: order._id,
            status: order.orderStatus,
            at: String(process.hrtime.bigint()),
          });
        },
        error: () => void errors++,
        complete: () => {},
      },
    );
  });
}

async function openAll(url: string, subscribers: Subscriber[]) {
  let failed = 0;
  let next = 0;
  const worker = async () => {
    while (next < subscribers.length) {
      const subscriber = subscribers[next++]!;
      try {
        clients.push(await open(url, subscriber));
      } catch {
        failed++;
      }
    }
  };
  await Promise.all(Array.from({ length: OPEN_CONCURRENCY }, worker));
  send({ type: 'opened', failed });
}

process.on('message', (message: ParentMessage) => {
  if (message.type === 'open') void openAll(message.url, message.subscribers);
  if (message.type === 'report') {
    send({ type: 'arrivals', arrivals, errors });
    arrivals = [];
    errors = 0;
  }
  if (message.type === 'close') {
    void Promise.all(clients.map((client) => client.dispose())).then(() => {
      clients = [];
      send({ type: 'closed' });
    });
  }
});
process.on('disconnect', () => process.exit(0));
