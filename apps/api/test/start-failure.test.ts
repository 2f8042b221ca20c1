import { spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, inject, it } from 'vitest';

// `npm start` against a PostgreSQL it cannot use says so in one line, names what it tried (never the
// password) and exits non-zero (docs/configuration.md "Running in production").

const repoRoot = path.join(import.meta.dirname, '../../..');

function start(databaseUrl: string): Promise<{ code: number | null; stdout: string; stderr: string }> {
  return new Promise((resolve, reject) => {
    // The build `npm start` runs (test/global-setup.ts makes it fresh for these sources).
    const child = spawn(process.execPath, ['--enable-source-maps', inject('apiMain')], {
      cwd: repoRoot,
      env: {
        PATH: process.env.PATH,
        DATABASE_URL: databaseUrl,
        DATA_DIR: mkdtempSync(path.join(tmpdir(), 'start-failure-')),
        PORT: '0',
      },
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.once('error', reject);
    child.once('exit', (code) => resolve({ code, stdout, stderr }));
  });
}

describe('npm start with a PostgreSQL it cannot use', () => {
  it('names the host, port, database and user in one line, without the password, and exits 1', async () => {
    // Port 1: nothing listens there, so the connection is refused at once.
    const run = await start('postgres://shopkeeper:hunter2-secret@127.0.0.1:1/food_shop');
    expect(run.code).toBe(1);
    const lines = run.stderr.trim().split('\n');
    expect(lines).toHaveLength(1);
    expect(lines[0]).toBe(
      'The server could not start: cannot reach PostgreSQL at 127.0.0.1:1, database "food_shop", ' +
        'user "shopkeeper" (connect ECONNREFUSED 127.0.0.1:1). Check that PostgreSQL is running and ' +
        'accepts connections there, and the host and port in DATABASE_URL.',
    );
    expect(run.stderr + run.stdout).not.toMatch(/hunter2|node_modules|\n\s+at /);
    expect(run.stdout).not.toMatch(/Open http/);
  }, 90_000); // a child process loading the whole server: slow on a busy machine
});
