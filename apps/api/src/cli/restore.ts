// Restores an archive of `npm run backup` into this installation:
// `npm run restore -w apps/api -- <file.tar.gz> [--force]` (docs/operations.md "Backup and restore").
// Uses the server's settings (DATABASE_URL or DATA_DIR, S3_BUCKET or DATA_DIR/media); stop every
// server first. Refuses a database holding accounts, orders or restaurants unless --force, which
// replaces all of it with the archive.
import { createMediaStorage } from '../adapters/storage/create-storage.ts';
import { restoreInstallation } from '../backup/restore-installation.ts';
import { loadConfigOrExit } from '../config.ts';
import { openDatabase } from '../db/client.ts';
import { describeSeconds, fromInvocationDirectory, expectedFailure } from './cli-text.ts';

const USAGE = 'usage: npm run restore -w apps/api -- <file.tar.gz> [--force]';

async function run(argv: string[]): Promise<number> {
  const force = argv.includes('--force');
  const positional = argv.filter((arg) => arg !== '--force');
  if (positional.length !== 1 || positional[0]!.startsWith('-')) {
    console.error(USAGE);
    return 2;
  }
  const file = fromInvocationDirectory(positional[0]!);
  const config = loadConfigOrExit();
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  const storage = createMediaStorage(config);
  const started = performance.now();
  try {
    const summary = await restoreInstallation({
      db: database.db,
      storage,
      dataDir: config.dataDir,
      file,
      force,
    });
    const secret = summary.secrets.length > 0 ? ' and the generated JWT secret' : '';
    const migrated =
      summary.migratedFrom === summary.migratedTo
        ? `migration ${summary.migratedTo}`
        : `migrated from ${summary.migratedFrom} to ${summary.migratedTo}`;
    console.log(
      `Restored ${summary.rows} rows in ${summary.tables} tables (${migrated}), ${summary.mediaFiles} picture files${secret} ` +
        `from ${file} in ${describeSeconds(started)}.`,
    );
    if (summary.secrets.length > 0 && process.env.JWT_SECRET) {
      console.log(
        'JWT_SECRET is set in the environment and wins over the restored DATA_DIR/jwt-secret: sessions signed before the backup stay valid only if it is the same secret.',
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
