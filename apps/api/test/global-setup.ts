import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { migrate, openDatabase } from '../src/db/client.ts';
// @ts-expect-error: a plain .mjs script without declarations
import { apiDist, ensureApiBuild } from '../../../scripts/build-api.mjs';
import { withAdminClient } from './helpers/admin-client.ts';

// Runs once per `vitest run` of the API suite, before any test file (docs/testing.md "CI time"):
// migrates one database and hands its name to every file, which then starts from a copy of it instead
// of replaying every migration itself (test/helpers/test-db.ts); and builds the API once when its build
// is stale (scripts/build-api.mjs, what `npm start` runs), so the tests that start the server in a
// child process (crash, start failures, demo-mode refusal) run plain JavaScript instead of compiling
// the TypeScript sources through tsx at every start.
//   - PGlite: the migrated data folder as an uncompressed tar in a temporary folder; each file loads
//     it into a new in-memory PGlite (`loadDataDir`).
//   - PostgreSQL (DATABASE_URL): a database `api_template_…` beside DATABASE_URL; each file's
//     database is `CREATE DATABASE … TEMPLATE` of it. Dropped when the run ends.

declare module 'vitest' {
  export interface ProvidedContext {
    /** The migrated PGlite data folder (tar), or '' when the run is on PostgreSQL. */
    pgliteTemplate: string;
    /** The migrated PostgreSQL database to copy, or '' on PGlite. */
    postgresTemplate: string;
    /** The compiled server (apps/api/dist/main.js), fresh for this run's sources. */
    apiMain: string;
  }
}

export default async function setup(project: TestProject) {
  await (ensureApiBuild as () => Promise<boolean>)();
  project.provide('apiMain', path.join(apiDist as string, 'main.js'));
  const adminUrl = process.env.DATABASE_URL;
  if (adminUrl) {
    const name = `api_template_${process.pid}_${randomBytes(4).toString('hex')}`;
    await withAdminClient(adminUrl, (client) => client.query(`CREATE DATABASE "${name}"`));
    const url = new URL(adminUrl);
    url.pathname = `/${name}`;
    const handle = await openDatabase({ databaseUrl: url.toString() });
    try {
      await migrate(handle.db);
    } finally {
      // A template may have no open connection while it is copied.
      await handle.close();
    }
    project.provide('pgliteTemplate', '');
    project.provide('postgresTemplate', name);
    return () =>
      withAdminClient(adminUrl, (client) => client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`));
  }

  const dir = mkdtempSync(path.join(tmpdir(), 'api-test-template-'));
  const file = path.join(dir, 'pglite.tar');
  const handle = await openDatabase({ inMemory: true });
  try {
    await migrate(handle.db);
    const client = (
      handle.db as unknown as {
        $client: { query(sql: string): Promise<unknown>; dumpDataDir(c: 'none'): Promise<Blob> };
      }
    ).$client;
    // PGlite works in template1; its `postgres` and `template0` databases are 15 MB of the 30 MB folder
    // that every file loads, unused. Without them, and checkpointed (nothing to replay), a file's
    // database opens in about 0.9 s instead of 1.2 s.
    await client.query(`UPDATE pg_database SET datistemplate = false WHERE datname = 'template0'`);
    await client.query('DROP DATABASE template0');
    await client.query('DROP DATABASE postgres');
    await client.query('CHECKPOINT');
    writeFileSync(file, new Uint8Array(await (await client.dumpDataDir('none')).arrayBuffer()));
  } finally {
    await handle.close();
  }
  project.provide('pgliteTemplate', file);
  project.provide('postgresTemplate', '');
  return () => rmSync(dir, { recursive: true, force: true });
}
