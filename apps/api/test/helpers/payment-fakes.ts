import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

// Local stand-ins for Stripe and PayPal: they speak just enough of each API for the adapters and
// record what they were sent, so tests assert the amounts the providers would really see.

export type RecordedRequest = {
  method: string;
  path: string;
  headers: IncomingMessage['headers'];
  body: string;
};

type Handler = (req: RecordedRequest) => { status: number; body: unknown };

async function startFake(handle: Handler) {
  const requests: RecordedRequest[] = [];
  const server: Server = createServer((req, res) => {
    let body = '';
    req.setEncoding('utf8');
    req.on('data', (chunk: string) => (body += chunk));
    req.on('end', () => {
      const recorded = { method: req.method ?? '', path: req.url ?? '', headers: req.headers, body };
      requests.push(recorded);
      const answer = handle(recorded);
      res.writeHead(answer.status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(answer.body));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** POST /v1/checkout/sessions → a session with id cs_test_<n> and a hosted URL. */
export async function startFakeStripe() {
  let count = 0;
  const fake = await startFake((req) => {
    if (req.method === 'POST' && req.path === '/v1/checkout/sessions') {
      const id = `cs_test_${++count}`;
      return {
        status: 200,
        body: { id, object: 'checkout.session', url: `https://checkout.stripe.test/pay/${id}` },
      };
    }
    return {
      status: 404,
      body: { error: { type: 'invalid_request_error', message: 'Unrecognized request URL' } },
    };
  });
  /** The form fields of the n-th session creation. */
  const sessionForm = (index: number) =>
    new URLSearchParams(fake.requests.filter((r) => r.path === '/v1/checkout/sessions')[index]!.body);
  return { ...fake, sessionForm };
}

export type FakePaypalOrder = {
  id: string;
  amount: { currency_code: string; value: string };
  customId: string;
};

/**
 * OAuth token, create order, capture. `captureAnswer` decides how a capture goes (default: COMPLETED
 * for the order's own amount and custom_id).
 */
export async function startFakePaypal() {
  let count = 0;
  const orders = new Map<string, FakePaypalOrder>();
  const state = {
    captureStatus: 'COMPLETED',
    /** Overrides the captured value (to simulate a provider amount that differs). */
    captureValue: null as string | null,
  };
  const fake = await startFake((req) => {
    if (req.path === '/v1/oauth2/token') {
      const ok =
        req.headers.authorization === `Basic ${Buffer.from('pp-client:pp-secret').toString('base64')}`;
      return ok
        ? { status: 200, body: { access_token: 'pp-token', expires_in: 3600 } }
        : { status: 401, body: {} };
    }
    if (req.headers.authorization !== 'Bearer pp-token')
      return { status: 401, body: { name: 'AUTHENTICATION_FAILURE' } };
    if (req.method === 'POST' && req.path === '/v2/checkout/orders') {
      const body = JSON.parse(req.body) as {
        purchase_units: { custom_id: string; amount: { currency_code: string; value: string } }[];
      };
      const id = `PAYPAL-${++count}`;
      const unit = body.purchase_units[0]!;
      orders.set(id, { id, amount: unit.amount, customId: unit.custom_id });
      return {
        status: 201,
        body: {
          id,
          status: 'CREATED',
          links: [{ rel: 'approve', href: `https://paypal.test/checkoutnow?token=${id}` }],
        },
      };
    }
    const capture = /^\/v2\/checkout\/orders\/([^/]+)\/capture$/.exec(req.path);
    if (req.method === 'POST' && capture) {
      const order = orders.get(decodeURIComponent(capture[1]!));
      if (!order) return { status: 404, body: { name: 'RESOURCE_NOT_FOUND' } };
      if (state.captureStatus !== 'COMPLETED') {
        return {
          status: 422,
          body: { name: 'UNPROCESSABLE_ENTITY', details: [{ issue: state.captureStatus }] },
        };
      }
      const amount = { ...order.amount, value: state.captureValue ?? order.amount.value };
      return {
        status: 201,
        body: {
          id: order.id,
          status: 'COMPLETED',
          purchase_units: [
            {
              payments: {
                captures: [{ id: `CAP-${order.id}`, status: 'COMPLETED', amount, custom_id: order.customId }],
              },
            },
          ],
        },
      };
    }
    return { status: 404, body: { name: 'RESOURCE_NOT_FOUND' } };
  });
  return { ...fake, orders, state };
}
