import pg from 'pg';

/** Runs `run` on one connection to `url` (CREATE / DROP DATABASE beside the test run's database). */
export async function withAdminClient<T>(url: string, run: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}
