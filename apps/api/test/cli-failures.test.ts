import { spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

// The operator's commands (create-admin, backup, restore, make-rider) with settings they cannot use
// say what to fix in one line and exit 1, as `npm start` does: never a stack trace.

const apiRoot = path.join(import.meta.dirname, '..');

function command(
  script: string,
  args: string[],
  env: Record<string, string>,
  stdin = '',
): Promise<{ code: number | null; stderr: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', `src/cli/${script}.ts`, ...args], {
      cwd: apiRoot,
      env: {
        PATH: process.env.PATH,
        DATA_DIR: mkdtempSync(path.join(tmpdir(), 'cli-failure-')),
        ...env,
      },
    });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.once('error', reject);
    child.once('exit', (code) => resolve({ code, stderr }));
    child.stdin.end(stdin);
  });
}

const UNREACHABLE = 'postgres://postgres@127.0.0.1:1/city';

describe('the operator commands with settings they cannot use', () => {
  it('name the invalid setting and exit 1', async () => {
    const run = await command(
      'create-admin',
      ['op@example.org', '--password-stdin'],
      { METRICS_TOKEN: 'short' },
      'Operator42\n',
    );
    expect(run.code).toBe(1);
    expect(run.stderr.trim().split('\n')).toEqual([
      'Invalid configuration:',
      '  - METRICS_TOKEN: must be at least 24 characters long',
    ]);
  }, 60_000);

  it.each([
    ['create-admin', ['op@example.org', '--password-stdin'], 'Operator42\n'],
    ['back-up', [path.join(tmpdir(), 'never-written.tar.gz')], ''],
    ['make-rider', ['rider@example.org'], ''],
  ])(
    '%s says PostgreSQL cannot be reached, in one line',
    async (script, args, stdin) => {
      const run = await command(script, args, { DATABASE_URL: UNREACHABLE }, stdin);
      expect(run.code).toBe(1);
      const lines = run.stderr.trim().split('\n');
      expect(lines).toHaveLength(1);
      expect(lines[0]).toMatch(
        /^cannot reach PostgreSQL at 127\.0\.0\.1:1, database "city", user "postgres" \(/,
      );
    },
    60_000,
  );
});
