import { getToken } from '@/lib/session.ts';

// The REST payment endpoints (docs/product/api.md#payments). Deliberate change: they need the bearer
// token, like every other call for a customer (docs/product/changes-from-upstream.md#payment-endpoints).

export class PaymentApiError extends Error {
  override name = 'PaymentApiError';
}

type Params = Record<string, string>;

/** GET `path` with the session's bearer token; the server's {error:true,message} becomes a PaymentApiError. */
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
    (T & { error?: boolean; message?: string }) | null;
  if (!response.ok || !body) throw new PaymentApiError(body?.message || fallbackMessage);
  return body;
}

export const createCheckoutSession = (id: string, fallback: string) =>
  getPaymentApi<{ url: string }>('/stripe/create-checkout-session', { id, platform: 'web' }, fallback);

export const createPaypalOrder = (id: string, fallback: string) =>
  getPaymentApi<{ id: string; approveUrl: string }>('/paypal/create-order', { id }, fallback);

/** {error, message}; on error the message is shown (docs/product/api.md#payments). */
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
