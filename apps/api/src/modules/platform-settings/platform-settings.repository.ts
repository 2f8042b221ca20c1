import { eq } from 'drizzle-orm';
import { configuration, taxes, tips } from '../../db/schema/index.ts';
import type { Db } from '../../db/types.ts';
import { findConfiguration, findTaxes, findTips } from '../catalog/catalog.repository.ts';

/** The three rows the settings screen edits, each possibly absent on an empty database. */
export async function loadSettingsRows(db: Db) {
  const [config, tipRow, taxRow] = await Promise.all([findConfiguration(db), findTips(db), findTaxes(db)]);
  return { config, tipRow, taxRow };
}

export type ConfigurationValues = Omit<typeof configuration.$inferInsert, 'id'>;

/** Updates the one row of each table, or creates it. */
/** The three rows' values; an `id` only from the demo seed, used when the row is created. */
export type SettingsValues = {
  config: ConfigurationValues & { id?: string };
  tips: { tipVariations: number[]; enabled: boolean; id?: string };
  taxes: { taxationCharges: number; enabled: boolean; id?: string };
};

export async function saveSettingsRows(tx: Db, values: SettingsValues) {
  const current = await loadSettingsRows(tx);
  const { id: _config, ...config } = values.config;
  const { id: _tips, ...tipValues } = values.tips;
  const { id: _taxes, ...taxValues } = values.taxes;
  if (current.config)
    await tx.update(configuration).set(config).where(eq(configuration.id, current.config.id));
  else await tx.insert(configuration).values(values.config);
  if (current.tipRow) await tx.update(tips).set(tipValues).where(eq(tips.id, current.tipRow.id));
  else await tx.insert(tips).values(values.tips);
  if (current.taxRow) await tx.update(taxes).set(taxValues).where(eq(taxes.id, current.taxRow.id));
  else await tx.insert(taxes).values(values.taxes);
}
