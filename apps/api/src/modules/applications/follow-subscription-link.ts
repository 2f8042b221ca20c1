import { notFound } from '../../errors.ts';
import { findSubscriptionByToken, setSubscriptionStatus } from './applications.repository.ts';
import { submitted, type ApplicationsDeps } from './applications-deps.ts';
import { hashLinkToken } from './link-tokens.ts';

const MAX_TOKEN_LENGTH = 100;
const staleLink = () => notFound('This link is no longer valid.');

/**
 * confirmNewsletter / unsubscribeNewsletter: the link's token (only its hash is stored) picks the
 * subscription. Opening a link twice answers the same; a confirm link stops working once the address
 * unsubscribed or asked again (a new mail has new links). The unsubscribe link always works.
 */
export async function followSubscriptionLink({
  db,
  now,
  token,
  action,
}: Pick<ApplicationsDeps, 'db' | 'now'> & { token: string; action: 'CONFIRM' | 'UNSUBSCRIBE' }) {
  const trimmed = token.trim();
  if (!trimmed || trimmed.length > MAX_TOKEN_LENGTH) throw staleLink();
  const hash = hashLinkToken(trimmed);
  if (action === 'CONFIRM') {
    const row = await findSubscriptionByToken(db, 'confirmTokenHash', hash);
    if (!row || row.status === 'UNSUBSCRIBED') throw staleLink();
    if (row.status === 'PENDING')
      await setSubscriptionStatus(db, row.id, { status: 'CONFIRMED', confirmedAt: now });
    return submitted();
  }
  const row = await findSubscriptionByToken(db, 'unsubscribeTokenHash', hash);
  if (!row) throw staleLink();
  if (row.status !== 'UNSUBSCRIBED') {
    await setSubscriptionStatus(db, row.id, { status: 'UNSUBSCRIBED', unsubscribedAt: now });
  }
  return submitted();
}
