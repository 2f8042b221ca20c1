import { AppError } from '@food/domain';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestDatabase, type TestDatabase } from './helpers/test-db.ts';
import { createTestApp, type TestApp } from './helpers/test-server.ts';

// Two operations made to fail: one like a bug (a plain Error), one with a rule failure from
// packages/domain. What leaves the server is decided by src/graphql/error-policy.ts.
vi.mock('../src/modules/charges/get-tips.ts', () => ({
  getTips: async () => {
    throw new Error('connection to 10.0.0.5 refused: secret detail');
  },
}));
vi.mock('../src/modules/charges/get-taxes.ts', () => ({
  getTaxes: async () => {
    throw new AppError('INVALID_AMOUNT', 'Amount must be an integer');
  },
}));

let database: TestDatabase;
let api: TestApp;
const logLines: Record<string, unknown>[] = [];

beforeAll(async () => {
  database = await createTestDatabase();
  api = await createTestApp({
    db: database.db,
    logger: { level: 'error', stream: { write: (line: string) => void logLines.push(JSON.parse(line)) } },
  });
});
afterAll(async () => {
  await api.app.close();
  await database.close();
});

describe('error policy', () => {
  it('masks an unexpected error as "Unexpected error." without details or stack', async () => {
    const response = await api.gql('{ tips { enabled } }');
    expect(response.status).toBe(200);
    // No `locations`: compiled execution (graphql-jit) gives none to masked errors (docs/api-performance.md).
    expect(response.errors).toEqual([
      {
        message: 'Unexpected error.',
        path: ['tips'],
        extensions: expect.objectContaining({ code: 'INTERNAL_SERVER_ERROR' }),
      },
    ]);
    expect(response.body).not.toMatch(/secret detail|10\.0\.0\.5|stack|at /);
  });

  it('logs the original error once, with the request id', async () => {
    logLines.length = 0;
    await api.gql('{ tips { enabled } }');
    expect(logLines).toHaveLength(1);
    expect(logLines[0]).toMatchObject({
      msg: 'Unexpected error in a GraphQL operation',
      requestId: expect.stringMatching(/^[0-9a-f-]{36}$/),
      err: expect.objectContaining({ message: 'connection to 10.0.0.5 refused: secret detail' }),
    });
  });

  it('passes an AppError through with its code and message', async () => {
    logLines.length = 0;
    const response = await api.gql('{ taxes { enabled } }');
    expect(response.errors).toEqual([
      expect.objectContaining({
        message: 'Amount must be an integer',
        extensions: { code: 'INVALID_AMOUNT' },
      }),
    ]);
    expect(logLines).toHaveLength(0);
  });

  it('fails only the broken field; the rest of the query still answers', async () => {
    const response = await api.gql('{ tips { enabled } configuration { currency } }');
    expect(response.data).toBeNull(); // tips is non-null, so the error propagates to the root
    const partial = await api.gql('{ configuration { currency } }');
    expect(partial.data).toEqual({ configuration: { currency: 'USD' } });
  });
});
