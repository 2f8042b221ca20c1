import type { CatalogCache } from '../catalog/catalog-cache-interface.ts';

/**
 * Tip percentages (docs/product/data.md#charges). With nothing configured, tipping is shown as disabled
 * rather than failing.
 */
export async function getTips({ catalog }: { catalog: CatalogCache }) {
  const row = await catalog.tips();
  if (!row) return { _id: 'none', tipVariations: [], enabled: false };
  return { _id: row.id, tipVariations: row.tipVariations, enabled: row.enabled };
}
