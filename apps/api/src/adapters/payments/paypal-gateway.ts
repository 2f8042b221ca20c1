import { currencyMultiplier, toMinor } from '@food/domain';
import type { PaypalCapture, PaypalGateway } from './payment-gateway.ts';
import { PaymentProviderError, requireCaptureRef } from './payment-gateway.ts';

// PayPal Orders API v2 (docs/payments.md: the server captures and checks the payment).
// OAuth client credentials → POST /v2/checkout/orders → payer approves → POST .../capture.

type Token = { value: string; expiresAt: number };

type PaypalAmount = { currency_code?: string; value?: string };
type PaypalCaptureBody = {
  status?: string;
  purchase_units?: {
    custom_id?: string;
    payments?: {
      captures?: { id?: string; status?: string; custom_id?: string; amount?: PaypalAmount }[];
    };
  }[];
  details?: { issue?: string }[];
  name?: string;
  message?: string;
};

/** Minor units as PayPal's decimal string: "12.50", or "1200" for a zero-decimal currency. */
export function paypalValue(amount: number, currency: string): string {
  if (currencyMultiplier(currency) === 1) return String(amount);
  return `${Math.floor(amount / 100)}.${String(amount % 100).padStart(2, '0')}`;
}

export function createPaypalGateway({
  clientId,
  clientSecret,
  apiUrl,
  fetchImpl = fetch,
}: {
  clientId: string;
  clientSecret: string;
  apiUrl: string;
  fetchImpl?: typeof fetch;
}): PaypalGateway {
  const base = apiUrl.replace(/\/+$/, '');
  let token: Token | null = null;

  async function call(path: string, init: RequestInit): Promise<{ status: number; body: unknown }> {
    let response: Response;
    try {
      response = await fetchImpl(`${base}${path}`, { ...init, signal: AbortSignal.timeout(20_000) });
    } catch (error) {
      throw new PaymentProviderError(`PayPal unreachable: ${(error as Error).message}`);
    }
    const text = await response.text();
    let body: unknown = null;
    try {
      body = text ? JSON.parse(text) : null;
    } catch {
      throw new PaymentProviderError(`PayPal answered ${response.status} with a non-JSON body`);
    }
    return { status: response.status, body };
  }

  async function accessToken(): Promise<string> {
    if (token && token.expiresAt > Date.now() + 60_000) return token.value;
    const basic = Buffer.from(`${clientId}:${clientSecret}`).toString('base64');
    const { status, body } = await call('/v1/oauth2/token', {
      method: 'POST',
      headers: { authorization: `Basic ${basic}`, 'content-type': 'application/x-www-form-urlencoded' },
      body: 'grant_type=client_credentials',
    });
    const parsed = body as { access_token?: string; expires_in?: number } | null;
    if (status !== 200 || !parsed?.access_token) {
      throw new PaymentProviderError(`PayPal token request failed (${status})`);
    }
    token = { value: parsed.access_token, expiresAt: Date.now() + (parsed.expires_in ?? 300) * 1000 };
    return token.value;
  }

  const authorised = async (extra: Record<string, string> = {}) => ({
    authorization: `Bearer ${await accessToken()}`,
    'content-type': 'application/json',
    ...extra,
  });

  return {
    provider: 'paypal',
    // Orders v2 captures are refunded with the Payments API. PayPal-Request-Id is the payment's own
    // id, so a retry returns the first refund. PENDING means PayPal accepted it and will complete it
    // on its side (e.g. an eCheck); nothing more is ours to do.
    async refund(request) {
      const captureId = requireCaptureRef(request);
      const { status, body } = await call(`/v2/payments/captures/${encodeURIComponent(captureId)}/refund`, {
        method: 'POST',
        headers: await authorised({ 'paypal-request-id': `refund-${request.paymentId}` }),
        body: JSON.stringify({
          amount: {
            currency_code: request.currency.toUpperCase(),
            value: paypalValue(request.amount, request.currency),
          },
        }),
      });
      const result = (body ?? {}) as { id?: string; status?: string; details?: { issue?: string }[] };
      if (status < 300 && result.id && (result.status === 'COMPLETED' || result.status === 'PENDING')) {
        return { refundRef: result.id };
      }
      const issue = result.details?.[0]?.issue ?? result.status ?? `HTTP ${status}`;
      if (issue === 'CAPTURE_FULLY_REFUNDED') return { refundRef: `already-refunded:${captureId}` };
      throw new PaymentProviderError(`PayPal refund failed (${status} ${issue})`);
    },
    async createOrder({ payment, returnUrl, cancelUrl }) {
      const { status, body } = await call('/v2/checkout/orders', {
        method: 'POST',
        headers: await authorised(),
        body: JSON.stringify({
          intent: 'CAPTURE',
          purchase_units: [
            {
              reference_id: payment.orderId,
              custom_id: payment.orderId,
              description: `${payment.restaurantName} · ${payment.orderNumber}`.slice(0, 127),
              amount: {
                currency_code: payment.currency.toUpperCase(),
                value: paypalValue(payment.amount, payment.currency),
              },
            },
          ],
          application_context: {
            return_url: returnUrl,
            cancel_url: cancelUrl,
            shipping_preference: 'NO_SHIPPING',
          },
        }),
      });
      const order = body as { id?: string; links?: { rel?: string; href?: string }[] } | null;
      if (status >= 300 || !order?.id)
        throw new PaymentProviderError(`PayPal create order failed (${status})`);
      const approve = order.links?.find((link) => link.rel === 'approve' || link.rel === 'payer-action');
      return { id: order.id, approveUrl: approve?.href ?? '' };
    },

    async captureOrder(providerOrderId): Promise<PaypalCapture> {
      const { status, body } = await call(
        `/v2/checkout/orders/${encodeURIComponent(providerOrderId)}/capture`,
        {
          method: 'POST',
          // Retrying a capture with the same request id returns the first result instead of a second charge.
          headers: await authorised({ 'paypal-request-id': `capture-${providerOrderId}` }),
        },
      );
      const result = (body ?? {}) as PaypalCaptureBody;
      const unit = result.purchase_units?.[0];
      const capture = unit?.payments?.captures?.[0];
      const currency = capture?.amount?.currency_code ?? null;
      const value = Number(capture?.amount?.value);
      const completed = status < 300 && result.status === 'COMPLETED' && capture?.status === 'COMPLETED';
      return {
        status: completed ? 'COMPLETED' : 'NOT_COMPLETED',
        detail:
          result.details?.[0]?.issue ?? result.name ?? capture?.status ?? result.status ?? `HTTP ${status}`,
        amount: currency && Number.isFinite(value) ? toMinor(value, currency) : null,
        currency,
        customId: capture?.custom_id ?? unit?.custom_id ?? null,
        captureId: capture?.id ?? null,
      };
    },
  };
}
