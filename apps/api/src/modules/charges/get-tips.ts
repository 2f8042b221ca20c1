import type { Db } from '../../db/types.ts';
import { findTips } from './charges.repository.ts';

/** ordering-core §3 Tips. With nothing configured, tipping is shown as disabled rather than failing. */
export async function getTips({ db }: { db: Db }) {
  const row = await findTips(db);
  if (!row) return { _id: 'none', tipVariations: [], enabled: false };
  return { _id: row.id, tipVariations: row.tipVariations, enabled: row.enabled };
}
