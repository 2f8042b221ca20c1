import { afterEach, describe, expect, it, vi } from 'vitest';
import { completePaypalTransaction, createCheckoutSession, PaymentApiError } from './payment-api.ts';

// The payment routes answer a failure with a non-2xx status and {error: true, code, message}
// (docs/payments.md): the screens show the message and may branch on the code.

const answer = (status: number, body: unknown) =>
  vi.fn(async () => new Response(JSON.stringify(body), { status }));

afterEach(() => vi.unstubAllGlobals());

describe('payment API errors', () => {
  it('a failure keeps the server message and its code', async () => {
    vi.stubGlobal(
      'fetch',
      answer(409, {
        error: true,
        code: 'ORDER_CANCELLED',
        message: 'This order was cancelled and cannot be paid.',
      }),
    );
    const failure = await createCheckoutSession('o1', 'fallback').catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(PaymentApiError);
    expect(failure).toMatchObject({
      code: 'ORDER_CANCELLED',
      message: 'This order was cancelled and cannot be paid.',
    });
  });

  it('a PayPal completion that fails (402) is an error with its message; an unknown code is null', async () => {
    vi.stubGlobal(
      'fetch',
      answer(402, {
        error: true,
        code: 'PAYMENT_NOT_COMPLETED',
        message: 'PayPal did not complete the payment.',
      }),
    );
    expect(await completePaypalTransaction('o1', { id: 'P1' }, 'fallback')).toEqual({
      error: true,
      message: 'PayPal did not complete the payment.',
    });
    vi.stubGlobal(
      'fetch',
      answer(500, { error: true, code: 'NOT_A_CODE', message: 'Something went wrong.' }),
    );
    const failure = await createCheckoutSession('o1', 'fallback').catch((error: unknown) => error);
    expect(failure).toMatchObject({ code: null, message: 'Something went wrong.' });
  });

  it('a success answers its body; no answer at all is the fallback', async () => {
    vi.stubGlobal('fetch', answer(200, { error: false, message: 'Payment completed.' }));
    expect(await completePaypalTransaction('o1', { id: 'P1' }, 'fallback')).toEqual({
      error: false,
      message: 'Payment completed.',
    });
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('offline'))),
    );
    expect(await completePaypalTransaction('o1', { id: 'P1' }, 'fallback')).toEqual({
      error: true,
      message: 'fallback',
    });
  });
});
