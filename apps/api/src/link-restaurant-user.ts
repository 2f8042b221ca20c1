import { loadConfig } from './config.ts';
import { migrate, openDatabase } from './db/client.ts';
import { linkUserToRestaurant } from './modules/restaurant-console/console.repository.ts';

// `npm run link-restaurant-user -w apps/api -- <email> <restaurant-slug>`: makes an existing account
// the manager of a restaurant (role RESTAURANT, linked to it), the admin step of
// docs/restaurant-console.md "Roles". It opens the database the server uses (DATABASE_URL, or the
// embedded one in DATA_DIR, which only one process may hold: stop the server first).

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
    const result = await linkUserToRestaurant(database.db, { email: email.trim().toLowerCase(), slug });
    if (result.outcome === 'NO_RESTAURANT') console.error(`No restaurant with the slug "${slug}".`);
    if (result.outcome === 'NO_USER') console.error(`No account with the e-mail "${email}". Sign up first.`);
    if (result.outcome !== 'LINKED') return 1;
    console.log(`${email} now manages ${result.restaurant.name}; it signs in and opens /console.`);
    return 0;
  } finally {
    await database.close();
  }
}

process.exitCode = await run();
