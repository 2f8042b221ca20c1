// Card and PayPal payments behind one interface each (DESIGN.md: every external service has an
// offline default and a real implementation chosen by environment). Amounts are integer minor units;
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

/** Card payments: a hosted checkout page the browser is sent to (Stripe Checkout or the demo page). */
export interface CardGateway {
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
export interface PaypalGateway {
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

/** A provider could not be reached or refused the call; nothing was charged. */
export class PaymentProviderError extends Error {
  override name = 'PaymentProviderError';
}
