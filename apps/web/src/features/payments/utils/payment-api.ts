import { getToken } from '@/lib/session.ts';

// The REST payment endpoints (accounts §7). Deliberate change from the spec: they need the bearer
// token, like every other call for a customer (README "Payments").

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

/** accounts §7: {error, message}; on error the message is shown. */
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
