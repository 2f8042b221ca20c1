import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { taxes, tips } from '../src/db/schema/index.ts';
import { createTestDatabase, type TestDatabase } from './helpers/test-db.ts';
import { createTestApp, type TestApp } from './helpers/test-server.ts';

const QUERY = '{ tips { _id tipVariations enabled } taxes { _id taxationCharges enabled } }';

let database: TestDatabase;
let api: TestApp;

beforeAll(async () => {
  database = await createTestDatabase();
  api = await createTestApp({ db: database.db });
});
afterAll(async () => {
  await api.app.close();
  await database.close();
});

describe('tips and taxes', () => {
  it('are disabled, not an error, when none are configured', async () => {
    const { data, errors } = await api.gql(QUERY);
    expect(errors).toBeUndefined();
    expect(data).toMatchObject({
      tips: { tipVariations: [], enabled: false },
      taxes: { taxationCharges: 0, enabled: false },
    });
  });

  it('return the configured rows', async () => {
    const [tip] = await database.db
      .insert(tips)
      .values({ tipVariations: [10, 15, 20] })
      .returning();
    const [tax] = await database.db
      .insert(taxes)
      .values({ taxationCharges: 7.5, enabled: false })
      .returning();
    const { data } = await api.gql(QUERY);
    expect(data).toEqual({
      tips: { _id: tip!.id, tipVariations: [10, 15, 20], enabled: true },
      taxes: { _id: tax!.id, taxationCharges: 7.5, enabled: false },
    });
  });
});
