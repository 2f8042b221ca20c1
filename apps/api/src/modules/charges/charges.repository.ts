import { asc } from 'drizzle-orm';
import { taxes, tips } from '../../db/schema/index.ts';
import type { Db } from '../../db/types.ts';

export async function findTips(db: Db) {
  const [row] = await db.select().from(tips).orderBy(asc(tips.id)).limit(1);
  return row;
}

export async function findTaxes(db: Db) {
  const [row] = await db.select().from(taxes).orderBy(asc(taxes.id)).limit(1);
  return row;
}
