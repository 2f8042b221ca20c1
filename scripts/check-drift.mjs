// Fails when generated files are out of step with their sources (docs/architecture.md): the GraphQL
// types of the API and the web (regenerated from the schema files and documents) and the migrations
// (drizzle-kit compares the Drizzle schema with the last migration's snapshot). Run by CI after
// `npm ci`; locally it leaves the regenerated files in place, so `git diff` shows the drift.
import { execFileSync, spawnSync } from 'node:child_process';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const GENERATED = ['apps/api/src/generated', 'apps/web/src/gql', 'apps/api/src/db/migrations'];

function run(args) {
  const result = spawnSync('npm', args, { cwd: root, stdio: ['ignore', 'ignore', 'inherit'] });
  if (result.status !== 0) {
    console.error(`drift check: \`npm ${args.join(' ')}\` failed (exit ${result.status})`);
    process.exit(1);
  }
}

run(['run', 'codegen']);
run(['run', 'db:generate', '-w', 'apps/api']);
const changed = execFileSync('git', ['status', '--porcelain', '--', ...GENERATED], {
  cwd: root,
  encoding: 'utf8',
})
  .split('\n')
  .filter(Boolean);
if (changed.length > 0) {
  console.error('Generated files are out of date; run `npm run codegen` / `npm run db:generate -w apps/api`');
  console.error('and commit the result:');
  for (const line of changed) console.error(`  ${line}`);
  process.exit(1);
}
console.log('drift check: generated GraphQL types and migrations match their sources');
