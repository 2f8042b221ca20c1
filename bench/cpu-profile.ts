// Summarises a V8 .cpuprofile (node --cpu-prof, e.g. from `npm run bench:api -- --cpu-prof <dir>`):
// self time by function, by file and by package, and inclusive time of the functions that match
// --match. Shares are of the profile's samples, idle included (printed apart).
// --from/--to (seconds since the profile began) keep one window, e.g. the measured runs without the
// start-up; --timeline prints where the package's time went per 5 s, to choose the window.
//   node --import tsx bench/cpu-profile.ts <file.cpuprofile> [--top 40] [--match <regexp>]
//     [--from <s>] [--to <s>] [--timeline]
import { readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';

type CallFrame = { functionName: string; url: string; lineNumber: number };
type ProfileNode = { id: number; callFrame: CallFrame; children?: number[] };
type Profile = { nodes: ProfileNode[]; samples: number[]; timeDeltas: number[] };

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    top: { type: 'string', default: '40' },
    match: { type: 'string' },
    from: { type: 'string', default: '0' },
    to: { type: 'string', default: 'Infinity' },
    timeline: { type: 'boolean', default: false },
  },
});
const TOP = Number(values.top);
const profile = JSON.parse(readFileSync(positionals[0]!, 'utf8')) as Profile;

const byId = new Map(profile.nodes.map((n) => [n.id, n]));
const parent = new Map<number, number>();
for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);

/** Where a frame's code lives: a package under node_modules, our source, or node itself. */
function packageOf(url: string): string {
  if (!url) return '(native)';
  const nm = url.lastIndexOf('node_modules/');
  if (nm >= 0) {
    const rest = url.slice(nm + 'node_modules/'.length).split('/');
    return rest[0]!.startsWith('@') ? `${rest[0]}/${rest[1]}` : rest[0]!;
  }
  if (url.startsWith('node:')) return 'node';
  const at = url.search(/(apps|packages)\//);
  return at >= 0 ? url.slice(at).split('/').slice(0, 2).join('/') : url;
}
const short = (url: string) => url.replace(/^.*node_modules\//, '').replace(/^.*\/(apps|packages)\//, '$1/');
const label = (f: CallFrame) => `${f.functionName || '(anonymous)'} ${short(f.url)}:${f.lineNumber + 1}`;

const self = {
  fn: new Map<string, number>(),
  file: new Map<string, number>(),
  pkg: new Map<string, number>(),
};
const inclusive = new Map<string, number>();
const matcher = values.match ? new RegExp(values.match) : undefined;
const add = (m: Map<string, number>, k: string, v: number) => m.set(k, (m.get(k) ?? 0) + v);
const FROM = Number(values.from) * 1e6;
const TO = Number(values.to) * 1e6;
const timeline = new Map<number, Map<string, number>>();
let total = 0;
let idle = 0;
let at = 0;
for (const [i, id] of profile.samples.entries()) {
  const dt = profile.timeDeltas[i] ?? 0;
  at += dt;
  const node = byId.get(id)!;
  if (values.timeline) {
    const slot = Math.floor(at / 5e6) * 5;
    const m = timeline.get(slot) ?? new Map<string, number>();
    timeline.set(slot, m);
    add(m, node.callFrame.functionName === '(idle)' ? '(idle)' : packageOf(node.callFrame.url), dt);
  }
  if (at < FROM || at > TO) continue;
  total += dt;
  if (node.callFrame.functionName === '(idle)') {
    idle += dt;
    continue;
  }
  add(self.fn, label(node.callFrame), dt);
  add(self.file, short(node.callFrame.url) || node.callFrame.functionName, dt);
  add(self.pkg, packageOf(node.callFrame.url), dt);
  if (matcher) {
    const seen = new Set<string>();
    for (let n: number | undefined = id; n !== undefined; n = parent.get(n)) {
      const l = label(byId.get(n)!.callFrame);
      if (matcher.test(l) && !seen.has(l)) {
        seen.add(l);
        add(inclusive, l, dt);
      }
    }
  }
}
if (values.timeline) {
  for (const [slot, m] of timeline) {
    const top = [...m].sort((a, b) => b[1] - a[1]).slice(0, 4);
    console.log(
      `${String(slot).padStart(4)} s  ${top.map(([k, v]) => `${k} ${(v / 1e6).toFixed(1)}`).join(', ')}`,
    );
  }
}
const busy = total - idle;
const print = (title: string, m: Map<string, number>) => {
  console.log(`\n${title}`);
  for (const [k, v] of [...m].sort((a, b) => b[1] - a[1]).slice(0, TOP))
    console.log(
      `${((100 * v) / busy).toFixed(1).padStart(6)} %  ${(v / 1000).toFixed(0).padStart(7)} ms  ${k}`,
    );
};
console.log(
  `${(total / 1e6).toFixed(1)} s sampled, ${((100 * idle) / total).toFixed(1)} % idle; shares below are of the busy time`,
);
print('self time by package', self.pkg);
print('self time by file', self.file);
print('self time by function', self.fn);
if (matcher) print(`inclusive time of functions matching ${matcher}`, inclusive);
