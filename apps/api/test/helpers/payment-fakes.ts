import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createPaymentGateways } from '../../src/adapters/payments/create-payment-gateways.ts';
import type { Db } from '../../src/db/types.ts';

// Local stand-ins for Stripe and PayPal: they speak just enough of each API for the adapters and
// record what they were sent, so tests assert the amounts the providers would really see.

export type RecordedRequest = {
  method: string;
  path: string;
  headers: IncomingMessage['headers'];
  body: string;
};

type Handler = (req: RecordedRequest) => {
  status: number;
  body: unknown;
  headers?: Record<string, string>;
};

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
      res.writeHead(answer.status, { 'content-type': 'application/json', ...answer.headers });
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

/** Refunds are keyed like the providers key them: one per idempotency key, one per capture. */
function refundBook(prefix: string) {
  const byKey = new Map<string, string>();
  const refunded = new Set<string>();
  return {
    /** The refund for `key` (the same one again on a retry), or null when the capture was refunded. */
    refund(key: string, capture: string): string | null {
      const known = byKey.get(key);
      if (known) return known;
      if (refunded.has(capture)) return null;
      const id = `${prefix}${byKey.size + 1}`;
      byKey.set(key, id);
      refunded.add(capture);
      return id;
    },
  };
}

/**
 * Connect, for payouts: accounts and transfers are made once per idempotency key (a retry gets the
 * first one back, as Stripe answers within its idempotency window).
 */
function connectBook() {
  const accounts = new Map<string, string>();
  const transfers = new Map<string, { id: string; form: URLSearchParams }>();
  const state = { transfer: 'ok' as 'ok' | 'refuse' | 'down' };
  const handle = (req: RecordedRequest) => {
    const key = String(req.headers['idempotency-key'] ?? '');
    const form = new URLSearchParams(req.body);
    if (req.path === '/v1/accounts') {
      const id = accounts.get(key) ?? `acct_test_${accounts.size + 1}`;
      accounts.set(key, id);
      return { status: 200, body: { id, object: 'account', type: form.get('type') } };
    }
    if (req.path === '/v1/account_links') {
      const account = form.get('account');
      return {
        status: 200,
        body: { object: 'account_link', url: `https://connect.stripe.test/setup/${account}` },
      };
    }
    if (req.path === '/v1/transfers') {
      if (state.transfer === 'down')
        return {
          status: 503,
          headers: { 'stripe-should-retry': 'false' },
          body: { error: { type: 'api_error' } },
        };
      if (state.transfer === 'refuse')
        return {
          status: 400,
          body: {
            error: {
              type: 'invalid_request_error',
              code: 'balance_insufficient',
              message: 'Insufficient funds.',
            },
          },
        };
      const known = transfers.get(key) ?? { id: `tr_test_${transfers.size + 1}`, form };
      transfers.set(key, known);
      return {
        status: 200,
        body: {
          id: known.id,
          object: 'transfer',
          amount: Number(known.form.get('amount')),
          currency: known.form.get('currency'),
          destination: known.form.get('destination'),
          metadata: { payoutId: known.form.get('metadata[payoutId]') },
        },
      };
    }
    return null;
  };
  /** Forgets every account and transfer (each test starts from an empty Stripe). */
  const reset = () => {
    accounts.clear();
    transfers.clear();
    state.transfer = 'ok';
  };
  return { handle, state, transfers, reset };
}

/**
 * POST /v1/checkout/sessions → a session with id cs_test_<n> and a hosted URL; POST /v1/refunds →
 * a refund of the PaymentIntent (`state.refundFails`: Stripe answers 500 and asks not to retry);
 * Connect's accounts, account links and transfers (`connect.state.transfer`: ok, refuse or down).
 */
export async function startFakeStripe() {
  let count = 0;
  const state = { refundFails: false };
  const book = refundBook('re_test_');
  const connect = connectBook();
  const fake = await startFake((req) => {
    const connected = req.method === 'POST' ? connect.handle(req) : null;
    if (connected) return connected;
    if (req.method === 'POST' && req.path === '/v1/refunds') {
      if (state.refundFails) {
        return {
          status: 500,
          headers: { 'stripe-should-retry': 'false' },
          body: { error: { type: 'api_error', message: 'Refunds are unavailable.' } },
        };
      }
      const form = new URLSearchParams(req.body);
      const intent = form.get('payment_intent') ?? '';
      const id = book.refund(String(req.headers['idempotency-key']), intent);
      if (!id) {
        return {
          status: 400,
          body: { error: { type: 'invalid_request_error', code: 'charge_already_refunded' } },
        };
      }
      const amount = Number(form.get('amount'));
      return {
        status: 200,
        body: { id, object: 'refund', status: 'succeeded', payment_intent: intent, amount },
      };
    }
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
  const refundCalls = () => fake.requests.filter((r) => r.path === '/v1/refunds');
  const calls = (path: string) => fake.requests.filter((r) => r.path === path);
  return { ...fake, sessionForm, state, refundCalls, calls, connect };
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
    /** Refunds answer 503 (PayPal down). */
    refundFails: false,
  };
  const book = refundBook('REFUND-');
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
    const refund = /^\/v2\/payments\/captures\/CAP-([^/]+)\/refund$/.exec(req.path);
    if (req.method === 'POST' && refund) {
      if (state.refundFails) return { status: 503, body: { name: 'SERVICE_UNAVAILABLE' } };
      const capture = decodeURIComponent(refund[1]!);
      if (!orders.has(capture)) return { status: 404, body: { name: 'RESOURCE_NOT_FOUND' } };
      const id = book.refund(String(req.headers['paypal-request-id']), capture);
      if (!id) {
        return {
          status: 422,
          body: { name: 'UNPROCESSABLE_ENTITY', details: [{ issue: 'CAPTURE_FULLY_REFUNDED' }] },
        };
      }
      return { status: 201, body: { id, status: 'COMPLETED' } };
    }
    return { status: 404, body: { name: 'RESOURCE_NOT_FOUND' } };
  });
  const refundCalls = () => fake.requests.filter((r) => r.path.endsWith('/refund'));
  return { ...fake, orders, state, refundCalls };
}

/** The payment providers of a start without keys (the demo page), for operations called directly. */
export const demoGateways = (db: Db) =>
  createPaymentGateways({
    config: {
      stripeSecretKey: undefined,
      stripeApiUrl: undefined,
      paypalClientId: undefined,
      paypalClientSecret: undefined,
      paypalApiUrl: '',
    },
    db,
  });
