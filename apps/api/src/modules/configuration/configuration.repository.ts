import { asc } from 'drizzle-orm';
import { configuration } from '../../db/schema/index.ts';
import type { Db } from '../../db/types.ts';

export type ConfigurationRow = typeof configuration.$inferSelect;

/** The platform has one configuration row (written by the seed or an admin). */
export async function findConfiguration(db: Db): Promise<ConfigurationRow | undefined> {
  const [row] = await db.select().from(configuration).orderBy(asc(configuration.id)).limit(1);
  return row;
}
