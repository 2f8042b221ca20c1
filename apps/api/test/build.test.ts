import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { SourceMap } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadTypeDefs } from '../src/graphql/schema.ts';
import {
  apiDist,
  asciiOnly,
  BUNDLE_EXCEPT,
  ensureApiBuild,
  moduleTypeDefs,
  // @ts-expect-error: a plain .mjs script without declarations
} from '../../../scripts/build-api.mjs';

// The production build `npm start` runs (scripts/build-api.mjs, docs/architecture.md "Start-up").

const repoRoot = path.join(import.meta.dirname, '../../..');

describe('the API build', () => {
  it('inlines the same SDL, in the same order, as the sources read at run time', () => {
    const built = (moduleTypeDefs as () => string[])();
    expect(built.length).toBeGreaterThan(10);
    expect(built).toEqual(loadTypeDefs());
  });

  it('is ASCII only, so V8 keeps each module source at one byte a character', async () => {
    await (ensureApiBuild as () => Promise<boolean>)();
    const scripts = readdirSync(apiDist as string).filter((name) => name.endsWith('.js'));
    expect(scripts.length).toBeGreaterThan(1);
    for (const name of scripts) {
      const code = readFileSync(path.join(apiDist as string, name), 'utf8');
      expect(code.match(/[\u0080-\uffff]/)?.[0], name).toBeUndefined();
    }
    const ascii = asciiOnly as (code: string) => string;
    // The escapes mean what the characters meant: in a string, a regular expression, a template.
    const escaped = ascii("['caf\u00e9 \u{1F600}', /['\u2019]/u.test(\"it\u2019s\"), `4\u20136`]");
    expect(escaped).toMatch(/^[\x20-\x7e]+$/);
    expect(eval(escaped)).toEqual(['caf\u00e9 \u{1F600}', true, '4\u20136']);
    expect(() => ascii('/\\\u2019/')).toThrow(/after a backslash/);
  });

  it('maps its own code back to the TypeScript sources and leaves the bundled dependencies unmapped', async () => {
    await (ensureApiBuild as () => Promise<boolean>)();
    const code = readFileSync(path.join(apiDist as string, 'main.js'), 'utf8').split('\n');
    const map = new SourceMap(
      JSON.parse(readFileSync(path.join(apiDist as string, 'main.js.map'), 'utf8')) as never,
    );
    const entryAt = (text: string) => {
      const line = code.findIndex((candidate) => candidate.includes(text));
      expect(line).toBeGreaterThanOrEqual(0);
      return map.findEntry(line, code[line]!.indexOf(text)) as { originalSource?: string };
    };
    expect(entryAt('"The server could not start:"').originalSource).toMatch(/(^|\/)src\/main\.ts$/);
    // Fastify's own error list, bundled: no mapping of its own (the nearest is none or our code's).
    expect(entryAt('"FST_ERR_CTP_INVALID_MEDIA_TYPE"').originalSource ?? '').not.toMatch(/node_modules/);
  });

  it('runs as plain JavaScript, explains a database it cannot reach as the sources do, loads no driver or SDK the configuration does not use, and nothing it bundles from node_modules', async () => {
    await (ensureApiBuild as () => Promise<boolean>)();
    const dataDir = mkdtempSync(path.join(tmpdir(), 'build-test-'));
    // A module resolution hook that writes down every package the server imports.
    const imported = path.join(dataDir, 'imported.txt');
    writeFileSync(imported, '');
    writeFileSync(
      path.join(dataDir, 'hooks.mjs'),
      `import { appendFileSync } from 'node:fs';
      export async function resolve(specifier, context, next) {
        const resolved = await next(specifier, context);
        const name = /node_modules\\/((?:@[^/]+\\/)?[^/]+)\\//.exec(resolved.url)?.[1];
        if (name) appendFileSync(${JSON.stringify(imported)}, name + '\\n');
        return resolved;
      }`,
    );
    writeFileSync(
      path.join(dataDir, 'register.mjs'),
      `import { register } from 'node:module'; register('./hooks.mjs', import.meta.url);`,
    );
    const run = await new Promise<{ code: number | null; stderr: string }>((resolve, reject) => {
      const child = spawn(
        process.execPath,
        [
          '--import',
          path.join(dataDir, 'register.mjs'),
          '--enable-source-maps',
          path.join(apiDist as string, 'main.js'),
        ],
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
    const packages = new Set(readFileSync(imported, 'utf8').split('\n').filter(Boolean));
    rmSync(dataDir, { recursive: true, force: true });
    expect(run.code).toBe(1);
    expect(run.stderr.trim()).toMatch(
      /^The server could not start: cannot reach PostgreSQL at 127\.0\.0\.1:1,/,
    );
    expect(packages).toContain('pg');
    // What every configuration uses is in the bundle; only what BUNDLE_EXCEPT leaves out comes from
    // node_modules. A second graphql from there would not recognise the bundle's schema objects.
    for (const name of packages) expect(BUNDLE_EXCEPT as Set<string>).toContain(name);
    for (const bundled of ['graphql', 'graphql-yoga', 'fastify', 'drizzle-orm', 'zod'])
      expect(packages).not.toContain(bundled);
    for (const unused of [
      '@electric-sql/pglite',
      '@sentry/node',
      'stripe',
      '@aws-sdk/client-s3',
      'sharp',
      'ioredis',
      'prom-client',
      // The statement PDF's maker, loaded on the first PDF asked for (docs/money.md#statements).
      'pdfkit',
    ])
      expect(packages).not.toContain(unused);
  }, 120_000);
});
