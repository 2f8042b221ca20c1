// One API under test for bench/place-order.ts, in its own process: the API modules of a checkout
// (this one, or a baseline worktree from baseline.ts) on a fresh database seeded with the demo world.
// Driven over IPC: it sends { ready: origin } once listening, answers { count } with the number of
// orders stored (the PASS/FAIL check reads the database itself, which for PGlite lives only here)
// with its CPU time so far, and closes everything on { stop }.
//   fork('lib/order-server.ts', [root, port, 'pglite:<dir>' | 'postgres:<url>'])
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type * as Client from '../../apps/api/src/db/client.ts';
import type * as Config from '../../apps/api/src/config.ts';
import type * as Schema from '../../apps/api/src/db/schema/index.ts';
import type * as Seed from '../../apps/api/src/db/seed/index.ts';
import type * as Server from '../../apps/api/src/server.ts';

// Typed as this tree's modules; a baseline ref must offer the same entry points.
type Modules = {
  client: typeof Client;
  config: typeof Config;
  schema: typeof Schema;
  seed: typeof Seed;
  server: typeof Server;
};

/** `cpu`: this process's CPU time so far (user + system, ms), read with the count. */
export type OrderServerMessage = { ready: string } | { count: number; cpu: number };
export type OrderServerCommand = 'count' | 'stop';

const [root, port, database] = process.argv.slice(2) as [string, string, string];

async function load(): Promise<Modules> {
  const from = (file: string) => import(pathToFileURL(path.join(root, 'apps/api/src', file)).href);
  const [client, config, schema, seed, server] = await Promise.all(
    ['db/client.ts', 'config.ts', 'db/schema/index.ts', 'db/seed/index.ts', 'server.ts'].map(from),
  );
  return { client, config, schema, seed, server } as Modules;
}

const send = (message: OrderServerMessage) => process.send!(message);

const m = await load();
const [kind, where] = [database.slice(0, database.indexOf(':')), database.slice(database.indexOf(':') + 1)];
const handle = await m.client.openDatabase(kind === 'pglite' ? { dataDir: where } : { databaseUrl: where });
await m.client.migrate(handle.db);
await m.seed.seedDemoData({ db: handle.db, now: new Date() });
const config = m.config.loadConfig({
  env: {
    DATA_DIR: tmpdir(),
    DISPATCHER: 'false',
    SEED: 'false',
    LOG_LEVEL: 'silent',
    JWT_SECRET: 'o'.repeat(48),
  },
});
const app = await m.server.buildServer({ config, db: handle.db, logger: false });
send({ ready: await app.listen({ port: Number(port), host: '127.0.0.1' }) });

process.on('message', (command: OrderServerCommand) => {
  void (async () => {
    if (command === 'count') {
      const count = await handle.db.$count(m.schema.orders);
      const { user, system } = process.cpuUsage();
      send({ count, cpu: (user + system) / 1000 });
    }
    if (command === 'stop') {
      await app.close();
      await handle.close();
      process.disconnect();
    }
  })();
});
