// More food illustrations: grills, dumplings, breakfast, sweets and drinks (see art-kit.ts).
import { art, each, lg, rg, shadow, steam, type Art, type Point } from './art-kit.ts';
import type { FoodKind } from './menu-data.ts';

export const MORE_ART: Pick<
  Record<FoodKind, (p: string) => Art>,
  'cake' | 'coffee' | 'juice' | 'icecream' | 'steak' | 'dumplings' | 'pancake' | 'taco' | 'curry' | 'sandwich'
> = {
  cake: (p) =>
    art(
      ['#fdecf3', '#f8bbd9'],
      lg(`${p}s`, '#f9dcb0', '#e9b97a'),
      shadow(),
      `<path d="M30 92l140-30v100H30z" fill="url(#${p}s)"/><path d="M30 112l140-20v10L30 122zM30 140l140-14v10L30 150z" fill="#7b4a33"/>`,
      `<path d="M30 92l140-30v12L30 104z" fill="#fff"/><path d="M30 92l140-30l-16-8L22 84z" fill="#6d3f2a"/>`,
      `<path d="M30 104q6 10 12 0t12 0 12 0" fill="#fff"/><rect x="30" y="92" width="16" height="70" fill="#000" opacity=".06"/>`,
      `<circle cx="104" cy="58" r="13" fill="#e53935"/><circle cx="100" cy="54" r="4" fill="#ff8a80"/><path d="M104 45q4-14 16-18" stroke="#6d4c41" stroke-width="3" fill="none"/>`,
    ),
  coffee: (p) =>
    art(
      ['#f6ede4', '#e0c3a3'],
      lg(`${p}c`, '#ffffff', '#e6e0da'),
      shadow(176, 82),
      `<ellipse cx="100" cy="160" rx="82" ry="16" fill="#eee7e0"/><circle cx="158" cy="112" r="20" fill="none" stroke="#e6e0da" stroke-width="9"/>`,
      `<path d="M40 80h120c0 50-22 84-60 84S40 130 40 80z" fill="url(#${p}c)"/><ellipse cx="100" cy="80" rx="60" ry="14" fill="#6d4226"/>`,
      `<path d="M100 90c-10-8-20 2-10 6l10 5 10-5c10-4 0-14-10-6z" fill="#f3dcc0"/>`,
      steam(78, 56),
    ),
  juice: (p) =>
    art(
      ['#fff6df', '#ffd98a'],
      lg(`${p}j`, '#ffb74d', '#f57c00'),
      shadow(180, 50),
      `<path d="M128 20l-20 60" stroke="#e91e63" stroke-width="8" stroke-linecap="round"/><path d="M128 20l-20 60" stroke="#fff" stroke-width="8" stroke-dasharray="6 8"/>`,
      `<path d="M58 52h84l-10 122H68z" fill="#fff" opacity=".55"/><path d="M62 70h76l-8 100H70z" fill="url(#${p}j)"/>`,
      `<circle cx="138" cy="56" r="24" fill="#cddc39"/><circle cx="138" cy="56" r="19" fill="#f0f4c3"/>`,
      `<path d="M138 37v38M119 56h38M125 43l26 26M151 43l-26 26" stroke="#cddc39" stroke-width="2"/>`,
      `<rect x="80" y="92" width="14" height="14" rx="3" fill="#fff" opacity=".5"/><rect x="104" y="116" width="12" height="12" rx="3" fill="#fff" opacity=".5"/>`,
    ),
  icecream: (p) =>
    art(
      ['#eef6ff', '#c8ddff'],
      lg(`${p}w`, '#f3c27a', '#d8933e'),
      shadow(184, 40),
      `<path d="M64 96h72l-36 86z" fill="url(#${p}w)"/>`,
      `<path d="M72 110l44 44M92 102l32 32M68 126l30 30M128 110l-44 44M108 102l-32 32" stroke="#b8742a" stroke-width="2.5"/>`,
      `<circle cx="80" cy="88" r="28" fill="#f8a5c2"/><circle cx="122" cy="88" r="28" fill="#a8e6cf"/><circle cx="101" cy="58" r="30" fill="#7b4a33"/>`,
      `<path d="M72 104q6 12 12 0M118 106q5 10 10 0" fill="#f8a5c2" stroke="none"/>`,
      `<circle cx="104" cy="28" r="10" fill="#e53935"/><path d="M106 18q4-10 12-12" stroke="#4e342e" stroke-width="3" fill="none"/>`,
      each<Point>(
        [
          [88, 52],
          [112, 62],
          [96, 70],
        ],
        ([x, y], i) =>
          `<rect x="${x}" y="${y}" width="8" height="3" rx="1.5" fill="${['#ffeb3b', '#4fc3f7', '#fff'][i]}" transform="rotate(${i * 50} ${x} ${y})"/>`,
      ),
    ),
  steak: (p) =>
    art(
      ['#f3ece8', '#d9c3b8'],
      rg(`${p}m`, '#a0492a', '#5d2412'),
      shadow(182, 90),
      `<ellipse cx="100" cy="118" rx="92" ry="58" fill="#fafafa"/><ellipse cx="100" cy="118" rx="78" ry="46" fill="#f0f0f0"/>`,
      `<path d="M46 110c0-30 40-40 70-34s44 24 36 46-50 30-78 22-28-18-28-34z" fill="url(#${p}m)"/>`,
      each(
        [0, 1, 2, 3],
        (i) => `<path d="M${62 + i * 20} 86l22 52" stroke="#2e0f05" stroke-width="5" opacity=".55"/>`,
      ),
      `<path d="M140 150q16-30 30-36M150 130l-8-6M158 124l-8-8M146 140l-10-4" stroke="#2e7d32" stroke-width="3" fill="none"/>`,
      `<path d="M40 140q10-10 24-2l-8 14z" fill="#ffca28"/>`,
    ),
  dumplings: (p) =>
    art(
      ['#f4f1e6', '#e3d7b0'],
      lg(`${p}s`, '#e6c98a', '#b9944a'),
      shadow(182, 88),
      `<rect x="14" y="104" width="172" height="66" rx="16" fill="url(#${p}s)"/>`,
      `<path d="M14 126h172M14 148h172" stroke="#8d6e2f" stroke-width="3" opacity=".5"/><ellipse cx="100" cy="104" rx="86" ry="20" fill="#c9a65c"/>`,
      each([54, 100, 146], (x, i) => {
        const lift = (i % 2) * 6;
        return (
          `<path d="M${x - 30} ${108 - lift}c0-30 14-44 30-44s30 14 30 44z" fill="#fffaf0"/>` +
          `<path d="M${x - 14} ${72 - lift}q6 10 0 22M${x} ${66 - lift}v24M${x + 14} ${72 - lift}q-6 10 0 22" stroke="#e0d6c2" stroke-width="3" fill="none"/>`
        );
      }),
    ),
  pancake: (p) =>
    art(
      ['#fff6e8', '#ffd9a6'],
      lg(`${p}p`, '#f2b967', '#d98a36'),
      shadow(184, 86),
      `<ellipse cx="100" cy="166" rx="86" ry="16" fill="#fafafa"/>`,
      each(
        [140, 116, 92],
        (y) =>
          `<rect x="30" y="${y}" width="140" height="26" rx="13" fill="url(#${p}p)"/><path d="M36 ${y + 6}h128" stroke="#fbe2b8" stroke-width="3"/>`,
      ),
      `<path d="M40 98c10-8 110-8 120 0v10c-4 10-8 30-12 24-4-6-6-20-12-16-10 8-20 24-26 14-6-12-30-8-40-2-10 6-16-2-22-10z" fill="#a0521d"/>`,
      `<rect x="86" y="78" width="28" height="18" rx="4" fill="#fff59d"/>`,
      each<Point>(
        [
          [56, 84],
          [138, 86],
          [150, 100],
        ],
        ([x, y]) => `<circle cx="${x}" cy="${y}" r="7" fill="#3f51b5"/>`,
      ),
    ),
  taco: (p) =>
    art(
      ['#f2fbe7', '#cdeaa2'],
      lg(`${p}t`, '#ffd66b', '#eda12b'),
      shadow(176, 80),
      `<g transform="rotate(-14 100 110)">`,
      `<path d="M22 96a78 62 0 0 1 156 0" fill="#e9a53a"/>`,
      `<path d="M26 96q10-30 30-14q10-28 32-12q18-26 36-8q22-20 36 8q14 6 14 26z" fill="#66bb6a"/>`,
      each<Point>(
        [
          [52, 84],
          [78, 76],
          [106, 74],
          [134, 82],
        ],
        ([x, y]) => `<circle cx="${x}" cy="${y}" r="10" fill="#8d4a23"/>`,
      ),
      `<circle cx="64" cy="70" r="8" fill="#e53935"/><circle cx="120" cy="66" r="8" fill="#e53935"/><circle cx="148" cy="80" r="7" fill="#e53935"/>`,
      `<path d="M86 70l10 6M140 70l8 6" stroke="#fff59d" stroke-width="5" stroke-linecap="round"/>`,
      `<path d="M18 92a82 70 0 0 0 164 0z" fill="url(#${p}t)"/><path d="M18 92a82 70 0 0 0 164 0" fill="none" stroke="#d98d1c" stroke-width="4"/>`,
      `<path d="M18 92h164" stroke="#ffe08a" stroke-width="4" stroke-linecap="round"/>`,
      `<circle cx="66" cy="124" r="4" fill="#d98d1c"/><circle cx="124" cy="132" r="4" fill="#d98d1c"/><circle cx="98" cy="146" r="4" fill="#d98d1c"/>`,
      `</g><path d="M150 178a24 24 0 0 1 34-26z" fill="#8bc34a"/>`,
    ),
  curry: (p) =>
    art(
      ['#fff1e6', '#ffc59e'],
      rg(`${p}c`, '#f4a13c', '#b8430f'),
      shadow(180, 90),
      `<ellipse cx="20" cy="104" rx="14" ry="8" fill="#263238"/><ellipse cx="180" cy="104" rx="14" ry="8" fill="#263238"/>`,
      `<path d="M22 100h156c0 42-35 68-78 68S22 142 22 100z" fill="#37474f"/><ellipse cx="100" cy="100" rx="78" ry="20" fill="#263238"/>`,
      `<ellipse cx="100" cy="100" rx="70" ry="16" fill="url(#${p}c)"/>`,
      each<Point>(
        [
          [72, 96],
          [110, 92],
          [132, 104],
          [92, 106],
        ],
        ([x, y]) => `<ellipse cx="${x}" cy="${y}" rx="10" ry="6" fill="#8d3b15"/>`,
      ),
      `<path d="M56 104q20-12 36-4" stroke="#43a047" stroke-width="5" fill="none" stroke-linecap="round"/>`,
      `<path d="M116 106l6-6M124 96l6 4M82 92l5-5" stroke="#7cb342" stroke-width="4" stroke-linecap="round"/>`,
      steam(80, 62),
    ),
  sandwich: (p) =>
    art(
      ['#fdf5e4', '#f5d9a0'],
      lg(`${p}b`, '#fbe3b4', '#eec585'),
      shadow(180, 82),
      `<path d="M100 16v40" stroke="#8d6e63" stroke-width="4"/><circle cx="100" cy="20" r="9" fill="#558b2f"/>`,
      `<rect x="22" y="140" width="156" height="32" rx="12" fill="url(#${p}b)" stroke="#d9a05b" stroke-width="5"/>`,
      `<path d="M26 132h148l-8 14-10-8-12 14-14-12-16 12-16-12-14 12-14-12-14 12-12-10-8 8z" fill="#ffca28"/>`,
      `<rect x="26" y="118" width="148" height="14" rx="7" fill="#e53935"/>`,
      `<path d="M18 116q12-12 24 0t24 0 24 0 24 0 24 0 24 0 24 0v6H18z" fill="#66bb6a"/>`,
      `<rect x="24" y="96" width="152" height="16" rx="8" fill="#f5f5f5"/>`,
      `<path d="M24 96q0-36 44-40h64q44 4 44 40z" fill="url(#${p}b)" stroke="#d9a05b" stroke-width="5"/>`,
    ),
};
