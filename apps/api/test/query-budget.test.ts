import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createQueryBudget } from '../src/graphql/query-budget.ts';
import { buildServer } from '../src/server.ts';
import { createConfiguration } from './helpers/factories.ts';
import { createTestDatabase, type TestDatabase } from './helpers/test-db.ts';
import { testConfig } from './helpers/test-server.ts';

/** A promise the test settles by hand. */
function deferred() {
  let resolve!: () => void;
  const promise = new Promise<void>((r) => (resolve = r));
  return { promise, resolve };
}

const flush = () => new Promise<void>((resolve) => setImmediate(resolve));

describe('createQueryBudget', () => {
  it('runs at most `parallel` root fields at once, the others as slots free up, in order', async () => {
    const budget = createQueryBudget({ ms: 1000, parallel: 2, clock: () => 0 });
    const gates = [deferred(), deferred(), deferred(), deferred()];
    const started: number[] = [];
    const results = gates.map((gate, i) =>
      budget.run(async () => {
        started.push(i);
        await gate.promise;
        return i;
      }),
    );
    await flush();
    expect(started).toEqual([0, 1]);
    gates[1]!.resolve();
    await flush();
    expect(started).toEqual([0, 1, 2]);
    gates[0]!.resolve();
    gates[2]!.resolve();
    gates[3]!.resolve();
    expect(await Promise.all(results)).toEqual([0, 1, 2, 3]);
  });

  it('keeps synchronous answers synchronous and frees their slot at once', () => {
    const budget = createQueryBudget({ ms: 1000, parallel: 1, clock: () => 0 });
    expect(budget.run(() => 'a')).toBe('a');
    expect(budget.run(() => 'b')).toBe('b');
  });

  it('frees the slot of a field that throws', async () => {
    const budget = createQueryBudget({ ms: 1000, parallel: 1, clock: () => 0 });
    expect(() =>
      budget.run(() => {
        throw new Error('boom');
      }),
    ).toThrow('boom');
    await expect(budget.run(async () => Promise.reject(new Error('later')))).rejects.toThrow('later');
    expect(budget.run(() => 'next')).toBe('next');
  });

  it('refuses to start a root field once the budget is spent, with TIMEOUT', async () => {
    let now = 0;
    const budget = createQueryBudget({ ms: 1000, parallel: 1, clock: () => now });
    const first = deferred();
    const running = budget.run(() => first.promise.then(() => 'first'));
    const waiting = budget.run(() => 'never');
    now = 1001;
    first.resolve();
    expect(await running).toBe('first');
    await expect(waiting).rejects.toMatchObject({ code: 'TIMEOUT' });
  });
});

let database: TestDatabase;

beforeAll(async () => {
  database = await createTestDatabase();
  await createConfiguration(database.db, { currency: 'EUR', currencySymbol: '€' });
});
afterAll(() => database.close());

describe('the time budget in the server', () => {
  it('answers the root fields started in time and TIMEOUT for the rest', async () => {
    // Each reading of the clock moves it 600 ms: the budget of 1 s is spent after the first field.
    let ticks = 0;
    const app = await buildServer({
      config: testConfig(),
      db: database.db,
      logger: false,
      queryBudget: { ms: 1000, parallel: 1, clock: () => 600 * ticks++ },
    });
    try {
      const response = await app.inject({
        method: 'POST',
        url: '/graphql',
        headers: { 'content-type': 'application/json' },
        payload: JSON.stringify({ query: '{ a: configuration { currency } b: configuration { currency } }' }),
      });
      const body = response.json();
      // Root fields are non-null, so data is null; `a` ran (it has no error), `b` never started.
      expect(body.data).toBeNull();
      expect(body.errors).toEqual([
        {
          message: 'This request ran out of time. Ask for fewer fields at once and try again.',
          path: ['b'],
          extensions: { code: 'TIMEOUT' },
        },
      ]);
    } finally {
      await app.close();
    }
  });
});
