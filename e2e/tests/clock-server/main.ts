import { createInterface } from 'node:readline';
import { loadConfig } from '../../../apps/api/src/config.ts';
import { migrate, openDatabase } from '../../../apps/api/src/db/client.ts';
import { seedDemoData } from '../../../apps/api/src/db/seed/index.ts';
import { buildServer } from '../../../apps/api/src/server.ts';

// The app as `npm start` serves it (demo world, embedded database), except that its clock is the
// test's: every request's `now` is the real time plus an offset, which the journey moves forward by
// writing "advance <ms>" on this process's stdin (answered with "now <iso>" on stdout). A test entry
// point only: nothing in apps/ lets a client move time.

let offsetMs = 0;
const now = () => new Date(Date.now() + offsetMs);

const config = loadConfig();
const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
await migrate(database.db);
await seedDemoData({ db: database.db, now: now(), accounts: true });
const app = await buildServer({ config, db: database.db, now, logger: { level: 'warn' } });
await app.listen({ port: config.port, host: config.host });

createInterface({ input: process.stdin }).on('line', (line) => {
  const [command, amount] = line.trim().split(/\s+/);
  if (command === 'advance' && Number.isFinite(Number(amount))) offsetMs += Number(amount);
  process.stdout.write(`now ${now().toISOString()}\n`);
});

const stop = async () => {
  await app.close();
  await database.close();
  process.exit(0);
};
process.on('SIGTERM', () => void stop());
process.on('SIGINT', () => void stop());
