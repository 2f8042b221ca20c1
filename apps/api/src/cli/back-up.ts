// Backs the installation up into one archive: `npm run backup -w apps/api -- [<file.tar.gz>]`
// (docs/operations.md "Backup and restore"). Uses the server's settings (DATABASE_URL or the embedded
// database in DATA_DIR, S3_BUCKET or DATA_DIR/media). On PostgreSQL it may run beside the servers (one
// consistent snapshot); the embedded database has one user at a time, so stop the server first.
import { createMediaStorage } from '../adapters/storage/create-storage.ts';
import { backUpInstallation } from '../backup/back-up-installation.ts';
import { loadConfigOrExit } from '../config.ts';
import { openDatabase } from '../db/client.ts';
import { describeBytes, describeSeconds, fromInvocationDirectory, expectedFailure } from './cli-text.ts';

const USAGE = 'usage: npm run backup -w apps/api -- [<file.tar.gz>]';

function defaultName(now: Date) {
  const stamp = now.toISOString().slice(0, 19).replaceAll(/[-:]/g, '').replace('T', '-');
  return `open-food-backup-${stamp}.tar.gz`;
}

async function run(argv: string[]): Promise<number> {
  if (argv.length > 1 || argv.some((arg) => arg.startsWith('-'))) {
    console.error(USAGE);
    return 2;
  }
  const file = fromInvocationDirectory(argv[0] ?? defaultName(new Date()));
  const config = loadConfigOrExit();
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  const storage = createMediaStorage(config);
  const started = performance.now();
  try {
    const summary = await backUpInstallation({
      db: database.db,
      driver: database.driver,
      storage,
      dataDir: config.dataDir,
      file,
    });
    const secret = summary.secrets.length > 0 ? ' and the generated JWT secret' : '';
    console.log(
      `Backed up ${summary.rows} rows in ${summary.tables} tables, ${summary.mediaFiles} picture files${secret} ` +
        `into ${file} (${describeBytes(summary.bytes)}) in ${describeSeconds(started)}.`,
    );
    const holds =
      summary.secrets.length > 0 ? 'password hashes and the session-signing secret' : 'password hashes';
    console.log(`The archive holds ${holds}: keep it as safe as the database.`);
    if (summary.secrets.length === 0) {
      console.log(
        'JWT_SECRET comes from the environment, so it is not in the archive: keep it with your settings.',
      );
    }
    if (summary.missingMedia.length > 0) {
      console.warn(
        `${summary.missingMedia.length} picture file(s) the database names were not in the storage: ${summary.missingMedia.join(', ')}`,
      );
    }
    return 0;
  } catch (error) {
    return expectedFailure(error, config.databaseUrl);
  } finally {
    storage.close();
    await database.close();
  }
}

process.exitCode = await run(process.argv.slice(2));
