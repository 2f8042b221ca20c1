// Writes the demo images (local SVGs, no third-party artwork):
//   apps/web/public/images/foods/<kind>.svg          one per food kind (menu-data.ts FOOD_KINDS)
//   apps/web/public/images/restaurants/<slug>.svg    an 800×450 banner per demo restaurant
// Run from apps/api:  npx tsx src/db/seed/generate-images.ts
import { mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { FOOD_ART } from './food-art.ts';
import { FOOD_KINDS, type FoodKind } from './menu-data.ts';
import { createRng } from './random.ts';
import { RESTAURANTS, initialsOf, slugify, type Cuisine } from './restaurants-data.ts';

const publicImages = fileURLToPath(new URL('../../../../web/public/images/', import.meta.url));
const MAX_BYTES = 4096;

/** Banner colours per cuisine: gradient from, to, and the initials colour. */
const PALETTES: Record<Cuisine, { from: string; to: string; ink: string; motifs: readonly FoodKind[] }> = {
  pizza: { from: '#ff8a50', to: '#c2410c', ink: '#9a3412', motifs: ['pizza'] },
  burgers: { from: '#fbbf24', to: '#d97706', ink: '#92400e', motifs: ['burger', 'fries'] },
  desi: { from: '#f59e0b', to: '#9f1239', ink: '#881337', motifs: ['biryani', 'curry'] },
  bbq: { from: '#c2410c', to: '#431407', ink: '#7c2d12', motifs: ['kebab', 'steak'] },
  chinese: { from: '#ef4444', to: '#7f1d1d', ink: '#991b1b', motifs: ['noodles', 'dumplings'] },
  japanese: { from: '#fb7185', to: '#334155', ink: '#1e293b', motifs: ['sushi', 'noodles'] },
  cafe: { from: '#b08968', to: '#432818', ink: '#5c3d2e', motifs: ['coffee', 'cake'] },
  desserts: { from: '#f472b6', to: '#8b5cf6', ink: '#6d28d9', motifs: ['icecream', 'cake'] },
  healthy: { from: '#a3e635', to: '#15803d', ink: '#166534', motifs: ['salad', 'juice'] },
  shawarma: { from: '#facc15', to: '#b45309', ink: '#92400e', motifs: ['wrap', 'kebab'] },
  mexican: { from: '#4ade80', to: '#e11d48', ink: '#9f1239', motifs: ['taco'] },
  breakfast: { from: '#fde047', to: '#f97316', ink: '#c2410c', motifs: ['pancake', 'coffee'] },
  steak: { from: '#57534e', to: '#1c1917', ink: '#292524', motifs: ['steak'] },
};

const compact = (svg: string) => svg.replace(/\n\s*/g, '').replace(/\s{2,}/g, ' ');

export function foodSvg(kind: FoodKind): string {
  const art = FOOD_ART[kind]('a');
  return compact(`<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 320 240" width="320" height="240">
    <defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${art.bg[0]}"/><stop offset="1" stop-color="${art.bg[1]}"/></linearGradient>${art.defs}</defs>
    <rect width="320" height="240" fill="url(#bg)"/>
    <circle cx="160" cy="124" r="104" fill="#fff" opacity=".35"/>
    <g transform="translate(60 22)">${art.body}</g></svg>`);
}

export function restaurantSvg(name: string, cuisine: Cuisine): string {
  const rng = createRng(`banner ${name}`);
  const palette = PALETTES[cuisine];
  const art = FOOD_ART[rng.pick(palette.motifs)]('m');
  const bubbles = Array.from({ length: 6 }, () => {
    const r = rng.int(24, 110);
    return `<circle cx="${rng.int(0, 800)}" cy="${rng.int(0, 450)}" r="${r}" fill="#fff" opacity="${rng.pick(['.06', '.09', '.12'])}"/>`;
  }).join('');
  const dots = Array.from(
    { length: 10 },
    () =>
      `<circle cx="${rng.int(20, 400)}" cy="${rng.int(20, 430)}" r="${rng.int(3, 7)}" fill="#fff" opacity=".25"/>`,
  ).join('');
  const angle = rng.int(-12, 12);
  return compact(`<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 800 450" width="800" height="450">
    <defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${palette.from}"/><stop offset="1" stop-color="${palette.to}"/></linearGradient>${art.defs}</defs>
    <rect width="800" height="450" fill="url(#bg)"/>${bubbles}${dots}
    <circle cx="560" cy="232" r="176" fill="#000" opacity=".12"/>
    <circle cx="560" cy="222" r="176" fill="#fff"/><circle cx="560" cy="222" r="150" fill="none" stroke="${palette.to}" stroke-width="3" opacity=".15"/>
    <g transform="translate(410 72) scale(1.5) rotate(${angle} 100 100)">${art.body}</g>
    <circle cx="180" cy="225" r="82" fill="#fff" opacity=".95"/>
    <text x="180" y="225" dy=".35em" text-anchor="middle" font-family="system-ui,-apple-system,'Segoe UI',Roboto,sans-serif" font-size="64" font-weight="800" fill="${palette.ink}">${initialsOf(name)}</text></svg>`);
}

function writeAll(dir: string, files: Map<string, string>) {
  mkdirSync(dir, { recursive: true });
  // Remove stale files (renamed restaurants) so the folder matches the data exactly.
  for (const existing of readdirSync(dir))
    if (existing.endsWith('.svg') && !files.has(existing)) rmSync(dir + existing);
  for (const [file, svg] of files) {
    const bytes = Buffer.byteLength(svg);
    if (bytes > MAX_BYTES) throw new Error(`${file} is ${bytes} bytes (limit ${MAX_BYTES})`);
    writeFileSync(dir + file, svg + '\n');
  }
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const foods = new Map(FOOD_KINDS.map((kind) => [`${kind}.svg`, foodSvg(kind)]));
  const restaurants = new Map(
    RESTAURANTS.map((r) => [`${slugify(r.name)}.svg`, restaurantSvg(r.name, r.cuisine)]),
  );
  writeAll(publicImages + 'foods/', foods);
  writeAll(publicImages + 'restaurants/', restaurants);
  const sizes = [...foods.values(), ...restaurants.values()].map((s) => Buffer.byteLength(s));
  console.log(
    `wrote ${foods.size} food and ${restaurants.size} restaurant images to ${publicImages} (largest ${Math.max(...sizes)} bytes)`,
  );
}
