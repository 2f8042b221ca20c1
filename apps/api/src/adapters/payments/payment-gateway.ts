// Card and PayPal payments behind one interface each (docs/architecture.md#the-shape: every external service
// has an offline default and a real implementation chosen by environment). Amounts are integer minor units;
// each implementation converts to what its provider expects.

/** What a provider needs to know about the order being paid. */
export type PaymentRequest = {
  /** The order's _id (uuid): Stripe metadata / client_reference_id, PayPal custom_id. */
  orderId: string;
  /** The human-facing number shown on the hosted page. */
  orderNumber: string;
  restaurantName: string;
  amount: number;
  currency: string;
  customerEmail: string | null;
};

export type CheckoutSession = {
  /** The provider's reference kept in payments.provider_ref (Stripe session id, demo ref). */
  ref: string;
  /** Where the browser goes to pay. */
  url: string;
};

/** A full refund of one payment attempt (docs/payments.md "Refunds"). */
export type RefundRequest = {
  /** Our payments row id: the provider's idempotency key, so a retried call never refunds twice. */
  paymentId: string;
  /** What the provider refunds: Stripe PaymentIntent id, PayPal capture id, demo capture. */
  captureRef: string | null;
  amount: number;
  currency: string;
};

export type RefundResult = {
  /** The provider's refund id (or a marker when the provider says it was refunded before). */
  refundRef: string;
};

/** Gives a captured payment back. Throws PaymentProviderError when the provider did not take it. */
export interface PaymentRefunder {
  readonly provider: 'demo' | 'stripe' | 'paypal';
  refund(request: RefundRequest): Promise<RefundResult>;
}

/** Card payments: a hosted checkout page the browser is sent to (Stripe Checkout or the demo page). */
export interface CardGateway extends PaymentRefunder {
  readonly provider: 'demo' | 'stripe';
  createCheckout(options: {
    payment: PaymentRequest;
    successUrl: string;
    cancelUrl: string;
    /** The public origin of this server (the demo page lives there). */
    origin: string;
  }): Promise<CheckoutSession>;
}

export type PaypalOrder = {
  /** The provider's order id (PayPal order id; the demo ref). */
  id: string;
  approveUrl: string;
};

/** What the provider reports after a capture; the caller checks it against the order. */
export type PaypalCapture = {
  status: 'COMPLETED' | 'NOT_COMPLETED';
  /** The provider's own words when it is not completed (status name or error). */
  detail: string;
  amount: number | null;
  currency: string | null;
  /** Our order _id as the provider holds it (custom_id). */
  customId: string | null;
  captureId: string | null;
};

/** PayPal: an order created on the server, approved by the payer, captured on the server. */
export interface PaypalGateway extends PaymentRefunder {
  readonly provider: 'demo' | 'paypal';
  createOrder(options: {
    payment: PaymentRequest;
    returnUrl: string;
    cancelUrl: string;
    origin: string;
  }): Promise<PaypalOrder>;
  captureOrder(providerOrderId: string): Promise<PaypalCapture>;
}

export type PaymentGateways = { card: CardGateway; paypal: PaypalGateway };

/** A refund without a capture to name cannot be sent; it stays pending and is logged. */
export function requireCaptureRef({ captureRef, paymentId }: RefundRequest): string {
  if (!captureRef) throw new PaymentProviderError(`payment ${paymentId} has no capture to refund`);
  return captureRef;
}

/** A provider could not be reached or refused the call; nothing was charged. */
export class PaymentProviderError extends Error {
  override name = 'PaymentProviderError';
}
