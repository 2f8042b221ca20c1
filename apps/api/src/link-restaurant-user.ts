import { expectedFailure } from './cli/cli-text.ts';
import { loadConfig } from './config.ts';
import { migrate, openDatabase } from './db/client.ts';
import { linkRestaurantUserBySlug } from './modules/restaurant-admin/link-restaurant-user.ts';

// `npm run link-restaurant-user -w apps/api -- <email> <restaurant-slug>`: makes an existing account
// the manager of a restaurant (role RESTAURANT, linked to it), the admin step of
// docs/restaurant-console.md "Roles". The back office's own link operation (the same checks and audit
// row, actor "command line"). It opens the database the server uses (DATABASE_URL, or the embedded one
// in DATA_DIR, which only one process may hold: stop the server first).

async function run() {
  const [email, slug] = process.argv.slice(2);
  if (!email || !slug) {
    console.error('Usage: npm run link-restaurant-user -w apps/api -- <email> <restaurant-slug>');
    return 2;
  }
  const config = loadConfig();
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  try {
    await migrate(database.db);
    const restaurant = await linkRestaurantUserBySlug(
      { db: database.db, actor: { kind: 'system', name: 'command line' } },
      { email, slug },
    );
    console.log(`${email} now manages ${restaurant.name}; it signs in and opens /console.`);
    return 0;
  } catch (error) {
    return expectedFailure(error);
  } finally {
    await database.close();
  }
}

process.exitCode = await run();
