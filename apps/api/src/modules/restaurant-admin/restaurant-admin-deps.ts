import type { UserRow } from '../auth/auth.repository.ts';
import type { CatalogCache } from '../catalog/catalog-cache-interface.ts';
import type { Db } from '../../db/types.ts';

/** What the back office's restaurant operations need; `viewer` is the staff account acting. */
export type RestaurantAdminDeps = {
  db: Db;
  catalog: CatalogCache;
  viewer: Pick<UserRow, 'id' | 'name' | 'role'>;
  requestId: string;
};

/** The platform currency, for the minimum order's major and minor units. */
export async function platformCurrency(catalog: CatalogCache): Promise<string> {
  const configuration = await catalog.configuration();
  if (!configuration) throw new Error('the platform configuration is missing');
  return configuration.currency;
}
