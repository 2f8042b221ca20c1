// Fails when a file of the repository points at documentation that is not in it (docs/conventions.md
// "Comments"): a `docs/….md` path, a `#anchor` on it, or a `"Heading"` quoted after it that does not
// exist, a relative Markdown link that does not resolve, or a citation of a document kept outside the
// repository. Run by `npm run check`; it reads every tracked (and new, unignored) text file once.
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const self = path.relative(root, import.meta.filename);

// Names of documents that live outside the repository. Spelled in pieces so this file does not match.
const OUTSIDE = [
  ['ordering', 'core'].join('-'),
  ['accounts', 'orders', 'tracking'].join('-'),
  ['DESIGN', 'md'].join('.'),
  ['STYLE', 'md'].join('.'),
  String.fromCharCode(0xa7),
  ['', 'work', 'shared'].join('/'),
  ['..', 'shared', ''].join('/'),
];

const TEXT = /\.(m?[jt]sx?|json|graphql|md|css|html|ya?ml|sql|sh|txt)$|(^|\/)[^./]+$/;
const SKIP = /(^|\/)(package-lock\.json|node_modules\/)|\/migrations\/meta\//;
const MAX_BYTES = 1_000_000;

const files = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard'], {
  cwd: root,
  encoding: 'utf8',
})
  .split('\n')
  .filter((file) => file && TEXT.test(file) && !SKIP.test(file) && file !== self)
  .filter((file) => existsSync(path.join(root, file)) && statSync(path.join(root, file)).size <= MAX_BYTES);

/** GitHub's anchor for a heading: lower case, punctuation dropped, spaces as hyphens, repeats numbered. */
function slugsOf(markdown) {
  const slugs = new Set();
  // Heading texts, and bold lead-ins (`**Data**`), which prose cites as section names too.
  const headings = [...markdown.matchAll(/\*\*([^*\n]+)\*\*/g)].map((m) => m[1].toLowerCase());
  const seen = new Map();
  let fenced = false;
  for (const line of markdown.split('\n')) {
    if (/^\s*```/.test(line)) fenced = !fenced;
    const match = !fenced && /^#{1,6}\s+(.*?)\s*#*\s*$/.exec(line);
    if (!match) continue;
    const text = match[1].replace(/`/g, '');
    headings.push(text.toLowerCase());
    const base = text
      .toLowerCase()
      .replace(/[^\p{L}\p{N}\s_-]/gu, '')
      .replace(/\s/g, '-');
    const count = seen.get(base) ?? 0;
    seen.set(base, count + 1);
    slugs.add(count === 0 ? base : `${base}-${count}`);
  }
  return { slugs, headings };
}

const docCache = new Map();
function doc(file) {
  if (!docCache.has(file)) {
    const full = path.join(root, file);
    docCache.set(file, existsSync(full) ? slugsOf(readFileSync(full, 'utf8')) : null);
  }
  return docCache.get(file);
}

const problems = [];
const report = (file, lineNo, message) => problems.push(`${file}:${lineNo}: ${message}`);

function checkTarget(file, lineNo, target, anchor, heading) {
  const found = doc(target);
  if (!found) return report(file, lineNo, `${target} does not exist`);
  if (anchor && !found.slugs.has(anchor)) report(file, lineNo, `${target} has no heading for #${anchor}`);
  // A quoted name is the start of a heading ("Process caches" for "Process caches (`catalog/`)").
  if (heading && !found.headings.some((name) => name.startsWith(heading.toLowerCase()))) {
    report(file, lineNo, `${target} has no heading "${heading}"`);
  }
}

// docs/x.md, docs/x.md#anchor, docs/x.md "Heading" (from the repository root).
const ROOT_REF = /(?<![\w./-])(docs\/[\w./-]*?\.md)(?:#([\w-]+)| "([^"]+)")?/g;
// [text](relative.md#anchor) and [text](#anchor) in Markdown files.
const MD_LINK = /\]\((?!https?:|mailto:)([^)\s#]*)(?:#([^)\s]+))?\)/g;

for (const file of files) {
  const lines = readFileSync(path.join(root, file), 'utf8').split('\n');
  lines.forEach((line, index) => {
    const lineNo = index + 1;
    for (const name of OUTSIDE) {
      if (line.includes(name)) report(file, lineNo, `cites a document outside the repository ("${name}")`);
    }
    for (const [, target, anchor, heading] of line.matchAll(ROOT_REF)) {
      checkTarget(file, lineNo, target, anchor, heading);
    }
    if (!file.endsWith('.md')) return;
    for (const [, target, anchor] of line.matchAll(MD_LINK)) {
      if (target === '' && !anchor) continue;
      const resolved =
        target === '' ? file : path.posix.normalize(path.posix.join(path.posix.dirname(file), target));
      if (!resolved.endsWith('.md')) {
        if (!existsSync(path.join(root, resolved)))
          report(file, lineNo, `link to ${resolved}, which does not exist`);
        continue;
      }
      checkTarget(file, lineNo, resolved, anchor);
    }
  });
}

if (problems.length > 0) {
  console.error(`Documentation references that do not resolve (${problems.length}):`);
  for (const problem of problems) console.error(`  ${problem}`);
  process.exit(1);
}
console.log(`doc refs: ${files.length} files, every docs/ reference resolves`);
