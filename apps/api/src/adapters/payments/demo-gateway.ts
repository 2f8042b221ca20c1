import { randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { payments } from '../../db/schema/index.ts';
import type { Db } from '../../db/types.ts';
import type {
  CardGateway,
  PaymentRefunder,
  PaypalCapture,
  PaypalGateway,
  RefundRequest,
} from './payment-gateway.ts';

// The offline default: a hosted payment page served by this API (http/payments/demo-pay-routes.ts).
// Its address is a capability: 32 random bytes nobody can guess, so only the payer's browser holds it.
// The page's answers are kept in the payments row (provider "demo"), never in memory, so any API
// instance can serve the next step.

export const DEMO_PROVIDER = 'demo';

/** Payment row states the demo page moves through (PAID/FAILED are set by modules/payments). */
export const DEMO_APPROVED = 'APPROVED' as const;

export function newDemoRef(): string {
  return randomBytes(32).toString('base64url');
}

export const demoPageUrl = (origin: string, ref: string) => `${origin}/demo-pay/${encodeURIComponent(ref)}`;

/** What a demo payment is refunded by: the capture the demo page recorded. */
export const demoCaptureRef = (paymentId: string) => `demo-capture-${paymentId}`;

// No money moved, so the demo refund only answers with a refund id; the caller keeps it in the
// payments row (refund_ref) as the local record. It also serves demo payments left over from a
// start without keys after real providers were configured.
export const demoRefunder: PaymentRefunder = {
  provider: DEMO_PROVIDER,
  async refund({ paymentId }: RefundRequest) {
    return { refundRef: `demo-refund-${paymentId}` };
  },
};

export function createDemoCardGateway(): CardGateway {
  return {
    provider: DEMO_PROVIDER,
    refund: demoRefunder.refund,
    async createCheckout({ origin }) {
      const ref = newDemoRef();
      return { ref, url: demoPageUrl(origin, ref) };
    },
  };
}

export function createDemoPaypalGateway({ db }: { db: Db }): PaypalGateway {
  return {
    provider: DEMO_PROVIDER,
    refund: demoRefunder.refund,
    async createOrder({ origin }) {
      const ref = newDemoRef();
      return { id: ref, approveUrl: demoPageUrl(origin, ref) };
    },
    // Like PayPal's capture: completes only an order the payer approved on the hosted page.
    async captureOrder(ref): Promise<PaypalCapture> {
      const [row] = await db
        .select()
        .from(payments)
        .where(and(eq(payments.provider, DEMO_PROVIDER), eq(payments.providerRef, ref)))
        .limit(1);
      const approved = row && (row.status === DEMO_APPROVED || row.status === 'PAID');
      return {
        status: approved ? 'COMPLETED' : 'NOT_COMPLETED',
        detail: row ? row.status : 'ORDER_NOT_FOUND',
        amount: row?.amount ?? null,
        currency: row?.currency ?? null,
        customId: row?.orderId ?? null,
        captureId: approved ? demoCaptureRef(row.id) : null,
      };
    },
  };
}
