// A same-run baseline: another git ref checked out in a temporary worktree and built there, so a bench
// can measure it interleaved with the current tree on the same machine at the same load.
// Dependencies: when the ref's lockfile equals ours, node_modules is copied as hard links (fast, no
// network; relative workspace links then point into the baseline's own packages); otherwise `npm ci`.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { repoRoot } from './server.ts';

export type Baseline = { ref: string; sha: string; root: string; remove: () => void };

const run = (cmd: string, args: string[], cwd: string) =>
  execFileSync(cmd, args, { cwd, stdio: ['ignore', 'pipe', 'inherit'], encoding: 'utf8' }).trim();

/** Folders holding a node_modules: the root and every workspace (apps/web, bench, …). */
function nodeModulesFolders(root: string): string[] {
  const found = ['node_modules'];
  for (const group of ['apps', 'packages', 'e2e', 'bench']) {
    const dir = path.join(root, group);
    if (!existsSync(dir)) continue;
    if (existsSync(path.join(dir, 'node_modules'))) found.push(path.join(group, 'node_modules'));
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const candidate = path.join(group, entry.name, 'node_modules');
      if (entry.isDirectory() && existsSync(path.join(root, candidate))) found.push(candidate);
    }
  }
  return found;
}

/**
 * `build: false` for benches that run the API from its sources (tsx) and need no web build.
 * `linkDependencies: true` links this tree's node_modules even when the lockfiles differ: right when
 * this tree only adds dependencies to the ref's (a branch measured against its base), and no network.
 */
export function prepareBaseline(
  ref: string,
  { build = true, linkDependencies = false }: { build?: boolean; linkDependencies?: boolean } = {},
): Baseline {
  const sha = run('git', ['rev-parse', '--verify', `${ref}^{commit}`], repoRoot);
  const root = mkdtempSync(path.join(tmpdir(), 'bench-baseline-'));
  run('git', ['worktree', 'add', '--detach', root, sha], repoRoot);
  const remove = () => {
    try {
      run('git', ['worktree', 'remove', '--force', root], repoRoot);
    } catch {
      // already gone
    }
  };
  try {
    const lock = (dir: string) => readFileSync(path.join(dir, 'package-lock.json'), 'utf8');
    if (linkDependencies || lock(root) === lock(repoRoot)) {
      console.error(`baseline ${ref} (${sha.slice(0, 8)}): linking this tree's node_modules`);
      for (const folder of nodeModulesFolders(repoRoot)) {
        run('cp', ['-al', path.join(repoRoot, folder), path.join(root, folder)], repoRoot);
      }
    } else {
      console.error(`baseline ${ref} (${sha.slice(0, 8)}): its own lockfile, npm ci`);
      run('npm', ['ci', '--no-audit', '--no-fund', '--loglevel=error'], root);
    }
    if (build) {
      console.error(`baseline ${ref}: building`);
      run('npm', ['run', 'build'], root);
    }
  } catch (error) {
    remove();
    throw error;
  }
  return { ref, sha, root, remove };
}
