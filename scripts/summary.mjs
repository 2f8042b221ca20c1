// Prints the one tally line CI runners read: "N passed, N failed" (the check step counts as one).
import { readFileSync } from 'node:fs';

const [file, checkStatus = '0'] = process.argv.slice(2);
let suites = [];
try {
  suites = JSON.parse(readFileSync(file, 'utf8'));
} catch {
  suites = [{ suite: 'tests', passed: 0, failed: 1 }];
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
