// Prints the one tally line CI runners read: "N passed, N failed" (the check step counts as one).
//   node scripts/summary.mjs summary.json [checkStatus] [part.json …]
// With parts (the summaries of CI's lanes, .ci/run), they are joined into summary.json first; a part
// that is missing or unreadable counts as one failure. Suites print in `npm test`'s order.
import { readFileSync, writeFileSync } from 'node:fs';

const [file, checkStatus = '0', ...parts] = process.argv.slice(2);
const ORDER = ['domain', 'api', 'web', 'e2e', 'weight', 'api:postgres'];

function read(name, fallback) {
  try {
    return JSON.parse(readFileSync(name, 'utf8'));
  } catch {
    return [{ suite: fallback, passed: 0, failed: 1 }];
  }
}

let suites;
if (parts.length) {
  suites = parts.flatMap((part) => read(part, `tests (${part} missing)`));
  const rank = (s) => (ORDER.includes(s.suite) ? ORDER.indexOf(s.suite) : ORDER.length);
  suites.sort((a, b) => rank(a) - rank(b));
  writeFileSync(file, JSON.stringify(suites, null, 2));
} else {
  suites = read(file, 'tests');
}
suites.push({
  suite: 'check (lint + typecheck)',
  passed: checkStatus === '0' ? 1 : 0,
  failed: checkStatus === '0' ? 0 : 1,
});
for (const s of suites) console.log(`  ${s.suite}: ${s.passed} passed, ${s.failed} failed`);
const passed = suites.reduce((n, s) => n + s.passed, 0);
const failed = suites.reduce((n, s) => n + s.failed, 0);
console.log(`${passed} passed, ${failed} failed`);
