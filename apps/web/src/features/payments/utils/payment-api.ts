import { isErrorCode } from '@food/domain';
import type { ErrorCode } from '@/lib/api-error.ts';
import { getToken } from '@/lib/session.ts';

// The REST payment endpoints (docs/product/api.md#payments). Deliberate change: they need the bearer
// token, like every other call for a customer (docs/product/changes-from-upstream.md#payment-endpoints).

/** A failed call: the server's message (shown as is) and its code from ERROR_CODES (null offline). */
export class PaymentApiError extends Error {
  override name = 'PaymentApiError';
  constructor(
    message: string,
    readonly code: ErrorCode | null = null,
  ) {
    super(message);
  }
}

type Params = Record<string, string>;

/**
 * GET `path` with the session's bearer token; a failure answers a non-2xx status with
 * {error: true, code, message} (docs/payments.md), which becomes a PaymentApiError.
 */
export async function getPaymentApi<T>(path: string, params: Params, fallbackMessage: string): Promise<T> {
  const token = getToken();
  let response: Response;
  try {
    response = await fetch(`${path}?${new URLSearchParams(params).toString()}`, {
      headers: { accept: 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    });
  } catch {
    throw new PaymentApiError(fallbackMessage);
  }
  const body = (await response.json().catch(() => null)) as
    (T & { error?: boolean; code?: unknown; message?: string }) | null;
  if (!response.ok || !body || body.error === true)
    throw new PaymentApiError(body?.message || fallbackMessage, isErrorCode(body?.code) ? body.code : null);
  return body;
}

export const createCheckoutSession = (id: string, fallback: string) =>
  getPaymentApi<{ url: string }>('/stripe/create-checkout-session', { id, platform: 'web' }, fallback);

export const createPaypalOrder = (id: string, fallback: string) =>
  getPaymentApi<{ id: string; approveUrl: string }>('/paypal/create-order', { id }, fallback);

/** {error, message}: a failure's message (any non-2xx answer, or no answer) is shown (docs/payments.md). */
export async function completePaypalTransaction(
  id: string,
  paymentDetails: { id: string },
  fallback: string,
): Promise<{ error: boolean; message: string }> {
  try {
    return await getPaymentApi<{ error: boolean; message: string }>(
      '/paypal/paypal-transaction-complete',
      { id, paymentDetails: JSON.stringify(paymentDetails) },
      fallback,
    );
  } catch (error) {
    return { error: true, message: (error as Error).message };
  }
}
