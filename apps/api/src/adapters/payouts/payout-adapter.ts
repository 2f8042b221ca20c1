import type Stripe from 'stripe';
import type { PayoutPartyKind } from '@food/domain';
import type { Config } from '../../config.ts';
import { lazyRequire } from '../../lib/lazy-require.ts';
import { createStripeClient } from '../payments/stripe-gateway.ts';

// How a payout's money leaves the platform (docs/money.md#payouts). `manual`, the default: the
// operator makes a bank transfer and marks the payout paid with its reference (markPayoutPaid).
// `stripe` (PAYOUT_ADAPTER=stripe): a Stripe Connect transfer to the party's own Express account.

const loadStripe = lazyRequire<typeof Stripe>('stripe');

/** Stripe said no for good (a 4xx other than a conflict or rate limit): retrying will not help. */
export class PayoutRefusedError extends Error {}

export type StripeConnect = {
  /** A new Express account for the party; the key makes two simultaneous first clicks make one. */
  createAccount(input: { party: PayoutPartyKind; partyId: string; email: string | null }): Promise<string>;
  /** A one-time Stripe-hosted onboarding URL for the account. */
  accountLink(input: { account: string; refreshUrl: string; returnUrl: string }): Promise<string>;
  /**
   * Sends `amount` minor units to the account; the payout's id is the idempotency key, so a retry
   * (after a crash or a lost answer) gets the first transfer back instead of a second one.
   */
  transfer(input: { payoutId: string; account: string; amount: number; currency: string }): Promise<string>;
};

export type PayoutAdapter = { name: 'manual' } | { name: 'stripe'; connect: StripeConnect };

export const manualPayouts: PayoutAdapter = { name: 'manual' };

function refusedOrThrown(error: unknown): never {
  const StripeClient = loadStripe();
  if (
    error instanceof StripeClient.errors.StripeInvalidRequestError ||
    error instanceof StripeClient.errors.StripePermissionError
  )
    throw new PayoutRefusedError(error.message);
  throw error;
}

export function createStripeConnect(stripe: Stripe): StripeConnect {
  return {
    async createAccount({ party, partyId, email }) {
      const account = await stripe.accounts.create(
        {
          type: 'express',
          ...(email ? { email } : {}),
          capabilities: { transfers: { requested: true } },
          metadata: { party, partyId },
        },
        { idempotencyKey: `connect-account-${party}-${partyId}` },
      );
      return account.id;
    },
    async accountLink({ account, refreshUrl, returnUrl }) {
      const link = await stripe.accountLinks.create({
        account,
        type: 'account_onboarding',
        refresh_url: refreshUrl,
        return_url: returnUrl,
      });
      return link.url;
    },
    async transfer({ payoutId, account, amount, currency }) {
      try {
        const transfer = await stripe.transfers.create(
          {
            amount,
            currency: currency.toLowerCase(),
            destination: account,
            transfer_group: `payout-${payoutId}`,
            metadata: { payoutId },
          },
          { idempotencyKey: payoutId },
        );
        return transfer.id;
      } catch (error) {
        return refusedOrThrown(error);
      }
    },
  };
}

const made = new WeakMap<object, PayoutAdapter>();

/** The adapter new payouts go through, from the configuration (one per configuration object). */
export function createPayoutAdapter(
  config: Pick<Config, 'payoutAdapter' | 'stripeSecretKey' | 'stripeApiUrl'>,
): PayoutAdapter {
  if (config.payoutAdapter !== 'stripe' || !config.stripeSecretKey) return manualPayouts;
  let adapter = made.get(config);
  if (!adapter) {
    const stripe = createStripeClient({ secretKey: config.stripeSecretKey, apiUrl: config.stripeApiUrl });
    adapter = { name: 'stripe', connect: createStripeConnect(stripe) };
    made.set(config, adapter);
  }
  return adapter;
}
