import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadTypeDefs } from '../src/graphql/schema.ts';
// @ts-expect-error: a plain .mjs script without declarations
import { apiDist, ensureApiBuild, moduleTypeDefs } from '../../../scripts/build-api.mjs';

// The production build `npm start` runs (scripts/build-api.mjs, docs/architecture.md "Start-up").

const repoRoot = path.join(import.meta.dirname, '../../..');

describe('the API build', () => {
  it('inlines the same SDL, in the same order, as the sources read at run time', () => {
    const built = (moduleTypeDefs as () => string[])();
    expect(built.length).toBeGreaterThan(10);
    expect(built).toEqual(loadTypeDefs());
  });

  it('runs as plain JavaScript and explains a database it cannot reach as the sources do', async () => {
    await (ensureApiBuild as () => Promise<boolean>)();
    const dataDir = mkdtempSync(path.join(tmpdir(), 'build-test-'));
    const run = await new Promise<{ code: number | null; stderr: string }>((resolve, reject) => {
      const child = spawn(
        process.execPath,
        ['--enable-source-maps', path.join(apiDist as string, 'main.js')],
        {
          cwd: repoRoot,
          // Port 1: nothing listens there, so the connection is refused at once.
          env: {
            PATH: process.env.PATH,
            DATABASE_URL: 'postgres://u@127.0.0.1:1/db',
            DATA_DIR: dataDir,
            PORT: '0',
          },
        },
      );
      let stderr = '';
      child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
      child.once('error', reject);
      child.once('exit', (code) => resolve({ code, stderr }));
    });
    rmSync(dataDir, { recursive: true, force: true });
    expect(run.code).toBe(1);
    expect(run.stderr.trim()).toMatch(
      /^The server could not start: cannot reach PostgreSQL at 127\.0\.0\.1:1,/,
    );
  }, 120_000);
});
