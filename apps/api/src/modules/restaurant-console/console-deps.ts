import type { Db } from '../../db/types.ts';
import type { CatalogCache } from '../catalog/catalog-cache-interface.ts';

/** What the console's operations need: the database, the process caches they read and invalidate. */
export type ConsoleDeps = { db: Db; catalog: CatalogCache; now: Date };
