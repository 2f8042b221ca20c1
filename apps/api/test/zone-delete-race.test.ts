import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as t from '../src/db/schema/index.ts';
import { changeRider } from '../src/modules/rider-admin/change-rider.ts';
import { createUser, createZone } from './helpers/factories.ts';
import { createTestDatabase, type TestDatabase } from './helpers/test-db.ts';
import { createRider } from './helpers/tracking-factories.ts';

// A zone deleted while an operator moves a rider into it (docs/admin.md "Zones"): the move passed its
// check before the delete committed, and its write then meets the foreign key. That is the expected
// "No such zone." refusal, not a 500. A real race needs two connections, so PostgreSQL only (PGlite is
// one connection and serialises the two).

const onPostgres = Boolean(process.env.DATABASE_URL);
let database: TestDatabase;

beforeAll(async () => {
  database = await createTestDatabase();
}, 120_000);
afterAll(async () => {
  await database?.close();
});

const waitingOnLocks = async () => {
  const result = await database.db.execute(
    sql`select count(*)::int as n from pg_stat_activity
        where datname = current_database() and wait_event_type = 'Lock'`,
  );
  return (result as unknown as { rows: { n: number }[] }).rows[0]!.n;
};

describe.skipIf(!onPostgres)('deleting a zone while a rider is moved into it', () => {
  it('refuses the move with BAD_USER_INPUT and leaves the rider where it was', async () => {
    const staff = await createUser(database.db, { role: 'ADMIN', name: 'Olive Operator' });
    const doomed = await createZone(database.db, { title: 'Doomed' });
    const { rider } = await createRider(database.db);

    let commitDelete!: () => void;
    const deleteMayCommit = new Promise<void>((resolve) => (commitDelete = resolve));
    let deleted!: () => void;
    const rowDeleted = new Promise<void>((resolve) => (deleted = resolve));
    const deleting = database.db.transaction(async (tx) => {
      await tx.delete(t.zones).where(sql`${t.zones.id} = ${doomed.id}`);
      deleted();
      await deleteMayCommit;
    });
    await rowDeleted;

    const move = changeRider({ db: database.db, now: new Date(), requestId: 'race', staff }, rider.id, {
      kind: 'zone',
      zoneId: doomed.id,
    });
    const outcome = move.then(
      () => 'moved',
      (error: { code?: string; message?: string }) => `${error.code}: ${error.message}`,
    );
    // The move's write waits on the deleted row's lock; then the delete commits under it.
    await expect.poll(waitingOnLocks, { timeout: 10_000 }).toBe(1);
    commitDelete();
    await deleting;
    expect(await outcome).toBe('BAD_USER_INPUT: No such zone.');
    const [after] = await database.db
      .select()
      .from(t.riders)
      .where(sql`${t.riders.id} = ${rider.id}`);
    expect(after!.zoneId).toBeNull();
  });
});
