// Plays the demo week into an existing demo database: `npm run demo:week -w apps/api`
// (docs/demo-and-orders.md#the-demo-week). Uses the server's settings (DATABASE_URL, or the embedded
// database in DATA_DIR: stop the server first, the embedded database has one user at a time).
import { AppError } from '@food/domain';
import { silentLogger } from '../adapters/logger.ts';
import { loadConfigOrExit } from '../config.ts';
import { migrate, openDatabase } from '../db/client.ts';
import { playDemoWeek } from '../demo-week/play-demo-week.ts';
import { expectedFailure } from './cli-text.ts';

const config = loadConfigOrExit();
const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
try {
  if (!config.demoMode)
    throw new AppError('FORBIDDEN', 'The demo week plays into a demo world only (DEMO_MODE is off).');
  await migrate(database.db);
  const week = await playDemoWeek({ db: database.db, log: silentLogger, now: new Date() });
  console.log(
    week.played
      ? `Played the demo week: ${week.placed} orders (${week.delivered} delivered, ${week.cancelled} cancelled) in ${week.ms} ms.`
      : 'A demo week was played into this database already; nothing to do.',
  );
} catch (error) {
  process.exitCode = expectedFailure(error, config.databaseUrl);
} finally {
  await database.close();
}
