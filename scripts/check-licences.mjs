// Lists the licence of every package the running product loads (the runtime dependencies of
// apps/api, apps/web and packages/domain, followed through node_modules the way Node resolves them)
// and fails on one that is not on the allow-list below: the project is Apache-2.0 (LICENSE), and the
// web bundle ships its dependencies inside our files, so a copyleft or unknown licence cannot ride
// along (docs/conventions.md#licences).
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const WORKSPACES = ['apps/api', 'apps/web', 'packages/domain'];

// SPDX identifiers whose terms allow use inside an Apache-2.0 work, bundled or not.
const ALLOWED = new Set([
  'MIT',
  'MIT-0',
  'ISC',
  'BSD-2-Clause',
  'BSD-3-Clause',
  'Apache-2.0',
  '0BSD',
  'BlueOak-1.0.0',
  'CC0-1.0',
  'CC-BY-4.0',
  'Python-2.0',
  'Unlicense',
  'Zlib',
  // File-level copyleft: its terms bind only the files of the package itself, which we ship unmodified.
  'MPL-2.0',
]);

// Packages accepted although their licence is not on the list, each with the reason and what would
// remove the need. An entry holds only while the package keeps the licence recorded here.
/** @type {Map<string, { licence: string, reason: string }>} */
const EXCEPTIONS = new Map([
  [
    '@img/sharp-libvips-linux-x64',
    {
      licence: 'LGPL-3.0-or-later',
      reason:
        "libvips, the image library sharp loads as a separate shared object, unmodified and replaceable, which the LGPL allows inside an Apache-2.0 work; gone if sharp is built against the system's libvips",
    },
  ],
  [
    '@fontsource/noto-sans-arabic',
    {
      licence: 'OFL-1.1',
      reason:
        'the font of the Arabic statement PDFs (docs/money.md#statements), read unmodified from the package and embedded (subset) in the PDF, which the SIL Open Font License allows with software under any licence; only the font itself may not be sold alone',
    },
  ],
  [
    'png-js',
    {
      licence: 'UNKNOWN',
      reason:
        "pdfkit's PNG reader: its package.json has no licence field, its LICENSE file is the MIT text; gone when the package declares it",
    },
  ],
  [
    'splaytree-ts',
    {
      licence: 'BDS-3-Clause',
      reason:
        "a misspelt SPDX id in its package.json: its LICENSE file is the BSD 3-Clause text (Leaflet-Geoman's polygon clipping); gone when the package fixes the field",
    },
  ],
]);

function readJson(file) {
  return JSON.parse(readFileSync(file, 'utf8'));
}

/** The folder Node would load `name` from when it is required from `fromDir`, or undefined. */
function resolvePackage(name, fromDir) {
  let dir = fromDir;
  for (;;) {
    const candidate = path.join(dir, 'node_modules', name);
    if (existsSync(path.join(candidate, 'package.json'))) return candidate;
    if (dir === root) return undefined;
    dir = path.dirname(dir);
  }
}

function licenceOf(manifest) {
  const { license, licenses } = manifest;
  if (typeof license === 'string') return license;
  if (license && typeof license.type === 'string') return license.type;
  if (Array.isArray(licenses) && licenses.length > 0) {
    return licenses.map((entry) => (typeof entry === 'string' ? entry : entry.type)).join(' OR ');
  }
  return 'UNKNOWN';
}

/** An SPDX expression is acceptable when every AND term is, taking any one allowed OR branch. */
function isAllowed(expression) {
  const trimmed = expression.trim().replace(/^\((.*)\)$/, '$1');
  const alternatives = trimmed.split(/\s+OR\s+/i);
  return alternatives.some((alternative) =>
    alternative
      .replace(/[()]/g, '')
      .split(/\s+AND\s+/i)
      .every((term) => ALLOWED.has(term.trim())),
  );
}

function runtimeEdges(manifest) {
  const optionalPeers = manifest.peerDependenciesMeta ?? {};
  return [
    ...Object.keys(manifest.dependencies ?? {}).map((name) => ({ name, optional: false })),
    ...Object.keys(manifest.optionalDependencies ?? {}).map((name) => ({ name, optional: true })),
    ...Object.keys(manifest.peerDependencies ?? {}).map((name) => ({
      name,
      optional: optionalPeers[name]?.optional === true,
    })),
  ];
}

function collect() {
  const seen = new Map();
  const missing = [];
  const queue = WORKSPACES.map((workspace) => path.join(root, workspace));
  while (queue.length > 0) {
    const dir = queue.shift();
    const manifest = readJson(path.join(dir, 'package.json'));
    for (const edge of runtimeEdges(manifest)) {
      const found = resolvePackage(edge.name, dir);
      if (!found) {
        if (!edge.optional) missing.push(`${edge.name} (required by ${manifest.name})`);
        continue;
      }
      const real = path.resolve(found);
      if (seen.has(real)) continue;
      const dependency = readJson(path.join(real, 'package.json'));
      const isOurs = real.startsWith(path.join(root, 'packages')) || real.startsWith(path.join(root, 'apps'));
      seen.set(real, {
        name: dependency.name,
        version: dependency.version,
        licence: licenceOf(dependency),
        isOurs,
      });
      queue.push(real);
    }
  }
  return { packages: [...seen.values()].filter((entry) => !entry.isOurs), missing };
}

const { packages, missing } = collect();
const byLicence = new Map();
for (const entry of packages) {
  const list = byLicence.get(entry.licence) ?? [];
  list.push(`${entry.name}@${entry.version}`);
  byLicence.set(entry.licence, list);
}
console.log(`licence check: ${packages.length} runtime packages`);
for (const [licence, names] of [...byLicence].sort((a, b) => b[1].length - a[1].length)) {
  console.log(`  ${String(names.length).padStart(4)}  ${licence}`);
}
const isException = (entry) => EXCEPTIONS.get(entry.name)?.licence === entry.licence;
for (const entry of packages.filter((item) => !isAllowed(item.licence) && isException(item))) {
  const { reason } = EXCEPTIONS.get(entry.name);
  console.warn(
    `licence check: accepted by exception ${entry.name}@${entry.version} (${entry.licence}): ${reason}`,
  );
}
const refused = packages.filter((entry) => !isAllowed(entry.licence) && !isException(entry));
for (const name of missing) console.error(`licence check: ${name} is not installed (run npm ci)`);
for (const entry of refused) {
  console.error(
    `licence check: ${entry.name}@${entry.version} is "${entry.licence}", not allowed with Apache-2.0`,
  );
}
if (refused.length > 0 || missing.length > 0) process.exit(1);
