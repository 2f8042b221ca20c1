// After codegen: the documents the last commit's web registered and this one no longer does are kept
// in src/gql/previous-documents.json, so a browser tab still running an earlier build keeps working
// across a deploy (docs/operations.md "Deploys"). One entry per change of the list, newest first, the
// last KEEP of them; the API runs such a document only while it still validates against the schema.
// Compared with git's HEAD, so running codegen again on the same commit rewrites the same entry, and a
// clean tree (the drift check) changes nothing.
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const KEEP = 5;
const gql = path.join(import.meta.dirname, '../src/gql');
const currentPath = path.join(gql, 'persisted-documents.json');
const previousPath = path.join(gql, 'previous-documents.json');

function committedManifest() {
  try {
    const text = execFileSync('git', ['show', 'HEAD:./src/gql/persisted-documents.json'], {
      cwd: path.join(import.meta.dirname, '..'),
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    });
    return JSON.parse(text);
  } catch {
    return null; // no git, or no such file yet: nothing earlier to keep
  }
}

const fingerprint = (manifest) =>
  createHash('sha256')
    .update(JSON.stringify(Object.keys(manifest).sort()))
    .digest('hex')
    .slice(0, 16);

const current = JSON.parse(readFileSync(currentPath, 'utf8'));
const committed = committedManifest();
const builds = existsSync(previousPath) ? JSON.parse(readFileSync(previousPath, 'utf8')).builds : [];
if (committed) {
  const replaced = fingerprint(committed);
  const dropped = Object.fromEntries(
    Object.entries(committed)
      .filter(([hash]) => !(hash in current))
      .sort(([a], [b]) => a.localeCompare(b)),
  );
  const others = builds.filter((build) => build.replaced !== replaced);
  const next = Object.keys(dropped).length > 0 ? [{ replaced, documents: dropped }, ...others] : others;
  builds.splice(0, builds.length, ...next.slice(0, KEEP));
}
writeFileSync(previousPath, `${JSON.stringify({ builds }, null, 2)}\n`);
