import type { Db } from '../../db/types.ts';
import { findTaxes } from './charges.repository.ts';

/** ordering-core §3 Tax setting. With nothing configured, no platform tax applies. */
export async function getTaxes({ db }: { db: Db }) {
  const row = await findTaxes(db);
  if (!row) return { _id: 'none', taxationCharges: 0, enabled: false };
  return { _id: row.id, taxationCharges: row.taxationCharges, enabled: row.enabled };
}
