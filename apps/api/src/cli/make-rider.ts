// Makes an existing account a rider: `npm run make-rider -w apps/api -- someone@example.com`.
// Uses the same settings as the server (DATABASE_URL, or the embedded database in DATA_DIR; stop the
// server first in that case, as the embedded database has one user at a time). docs/rider-app.md.
import { expectedFailure } from './cli-text.ts';
import { loadConfigOrExit } from '../config.ts';
import { migrate, openDatabase } from '../db/client.ts';
import { makeRider } from '../modules/riders/make-rider.ts';

const email = process.argv[2];
if (!email) {
  console.error('usage: npm run make-rider -w apps/api -- <email>');
  process.exit(2);
}
const config = loadConfigOrExit();
const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
try {
  await migrate(database.db);
  const rider = await makeRider({ db: database.db, email });
  console.log(`${email} is a rider (rider id ${rider.id}); they go online in the web app at /rider.`);
} catch (error) {
  process.exitCode = expectedFailure(error, config.databaseUrl);
} finally {
  await database.close();
}
