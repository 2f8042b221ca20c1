import type { CatalogCache } from '../catalog/catalog-cache-interface.ts';

/** The tax setting (docs/product/data.md#charges). With nothing configured, no platform tax applies. */
export async function getTaxes({ catalog }: { catalog: CatalogCache }) {
  const row = await catalog.taxes();
  if (!row) return { _id: 'none', taxationCharges: 0, enabled: false };
  return { _id: row.id, taxationCharges: row.taxationCharges, enabled: row.enabled };
}
