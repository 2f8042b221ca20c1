import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { rmSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { repoRoot as root, startAppServer, type AppServer } from '../app-server.ts';

// A platform as a new operator starts it (docs/admin.md "The first operator"): an empty database and
// no demo (DEMO_MODE=false: no seed, no outbox to read, no GraphiQL, no dispatcher), mail through SMTP.
// PostgreSQL when E2E_DATABASE_URL names a server (CI does), else the embedded database, as the
// README's `npm test` must not need PostgreSQL. Runs on E2E_PORT + 3 (+1 and +2 are other servers).

export type CityServer = AppServer;

export type CityDatabase = { env: Record<string, string>; drop(): Promise<void> };

/** A new empty database: a PostgreSQL database of its own, or a fresh embedded data folder. */
export async function createEmptyDatabase(port: number): Promise<CityDatabase> {
  const adminUrl = process.env.E2E_DATABASE_URL;
  if (!adminUrl) {
    const dataDir = `.data-e2e-city-${port}`;
    rmSync(path.join(root, dataDir), { recursive: true, force: true });
    return {
      env: { DATA_DIR: dataDir },
      drop: async () => rmSync(path.join(root, dataDir), { recursive: true, force: true }),
    };
  }
  // Named after the given database, so runs that share a server keep to their own prefix.
  const given =
    new URL(adminUrl).pathname
      .slice(1)
      .replace(/[^a-z0-9_]/gi, '')
      .toLowerCase() || 'e2e';
  const name = `${given}_city_${port}_${randomBytes(3).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    env: { DATABASE_URL: url.toString() },
    async drop() {
      const client = new pg.Client({ connectionString: adminUrl });
      await client.connect();
      await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await client.end();
    },
  };
}

/** The operator's first step: the command line, with the password on stdin. */
export function createAdmin(database: CityDatabase, email: string, password: string, extra: string[] = []) {
  const result = spawnSync(
    'npm',
    ['run', '--silent', 'create-admin', '-w', 'apps/api', '--', email, '--password-stdin', ...extra],
    {
      cwd: root,
      input: `${password}\n`,
      encoding: 'utf8',
      env: { ...process.env, ...database.env, DEMO_MODE: 'false', LOG_LEVEL: 'warn' },
      timeout: 120_000,
    },
  );
  return { status: result.status, stdout: result.stdout, stderr: result.stderr };
}

export async function startCityServer(database: CityDatabase, smtpUrl: string): Promise<CityServer> {
  const port = Number(process.env.E2E_PORT ?? 4400) + 3;
  return startAppServer({
    port,
    name: 'city server',
    env: {
      ...database.env,
      DEMO_MODE: 'false',
      JWT_SECRET: randomBytes(32).toString('hex'),
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      SMTP_URL: smtpUrl,
      MAIL_FROM: 'City <city@example.test>',
      TEAM_EMAIL: 'team@example.test',
    },
  });
}
