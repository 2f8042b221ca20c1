import type { PayoutAdapterName } from '@food/domain';
import type { Config } from '../../config.ts';

// How a payout's money leaves the platform (docs/money.md#payouts). `manual`, the default: the
// operator makes a bank transfer and marks the payout paid with its reference (markPayoutPaid).

export type PayoutAdapter = {
  name: PayoutAdapterName;
};

export const manualPayouts: PayoutAdapter = { name: 'manual' };

/** The adapter new payouts go through, from the configuration. */
export function createPayoutAdapter(_config: Pick<Config, 'stripeSecretKey'>): PayoutAdapter {
  return manualPayouts;
}
