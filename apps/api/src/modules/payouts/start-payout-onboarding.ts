import { AppError } from '@food/domain';
import type { PayoutAdapter } from '../../adapters/payouts/payout-adapter.ts';
import type { Db } from '../../db/types.ts';
import type { UserRow } from '../auth/auth.repository.ts';
import { findConnectAccount, riderIdOfUser, saveConnectAccount, type Party } from './payouts.repository.ts';

// startPayoutOnboarding (docs/money.md#stripe-connect-payouts): a restaurant user (for their
// restaurant) or a rider (for themselves) gets a Stripe-hosted onboarding link for their own Express
// account, made on the first call and kept. The party is the caller's, never an argument.

async function callerParty(db: Db, viewer: UserRow): Promise<Party> {
  if (viewer.role === 'RESTAURANT' && viewer.restaurantId)
    return { kind: 'RESTAURANT', id: viewer.restaurantId };
  const riderId = viewer.role === 'RIDER' ? await riderIdOfUser(db, viewer.id) : undefined;
  if (riderId) return { kind: 'RIDER', id: riderId };
  throw new AppError('FORBIDDEN', 'Only a restaurant or a rider is paid out.');
}

export async function startPayoutOnboarding(deps: {
  db: Db;
  viewer: UserRow;
  adapter: PayoutAdapter;
  publicUrl: string | undefined;
  now: Date;
}): Promise<string> {
  const { adapter, db } = deps;
  const party = await callerParty(db, deps.viewer);
  if (adapter.name !== 'stripe' || !deps.publicUrl)
    throw new AppError(
      'PAYMENT_NOT_SUPPORTED',
      'Payouts are made by bank transfer here, not through Stripe.',
    );
  const back = `${deps.publicUrl.replace(/\/+$/, '')}${party.kind === 'RESTAURANT' ? '/console' : '/rider/earnings'}`;
  try {
    const account =
      (await findConnectAccount(db, party)) ??
      (await saveConnectAccount(
        db,
        party,
        await adapter.connect.createAccount({
          party: party.kind,
          partyId: party.id,
          email: deps.viewer.email ?? null,
        }),
        deps.now,
      ));
    return await adapter.connect.accountLink({ account, refreshUrl: back, returnUrl: back });
  } catch (error) {
    if (error instanceof AppError) throw error;
    throw new AppError('PAYMENT_PROVIDER_UNAVAILABLE', 'Stripe could not be reached. Please try again.');
  }
}
