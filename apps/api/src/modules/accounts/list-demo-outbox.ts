import { isValidPhone } from '@food/domain';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/types.ts';
import { badUserInput, forbidden } from '../../errors.ts';
import { parsePhone } from './account-inputs.ts';
import { listOutboxFor } from './accounts.repository.ts';

const LIMIT = 20;

/**
 * demoOutbox: in demo mode mail and SMS only land in the outbox, so the recipient reads their code
 * here (docs/configuration.md#demo-mode). Anyone can read any recipient's messages, which is why it is
 * FORBIDDEN outside DEMO_MODE (off by default with DATABASE_URL).
 */
export async function listDemoOutbox({
  db,
  config,
  recipient,
}: {
  db: Db;
  config: Pick<Config, 'demoMode'>;
  recipient: string;
}) {
  if (!config.demoMode) throw forbidden('The outbox is only available in demo mode.');
  const trimmed = recipient.trim();
  if (!trimmed) throw badUserInput('Recipient is required');
  const rows = await listOutboxFor(db, isValidPhone(trimmed) ? parsePhone(trimmed) : trimmed, LIMIT);
  return rows.map((row) => ({
    _id: row.id,
    channel: row.channel,
    recipient: row.recipient,
    subject: row.subject,
    body: row.body,
    createdAt: row.createdAt.toISOString(),
  }));
}
