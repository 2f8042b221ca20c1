// Savoury food illustrations (see art-kit.ts).
import { art, bowl, each, lg, rg, shadow, steam, type Art, type Point, type Turned } from './art-kit.ts';
import type { FoodKind } from './menu-data.ts';

export const SAVOURY_ART: Pick<
  Record<FoodKind, (p: string) => Art>,
  'pizza' | 'burger' | 'fries' | 'biryani' | 'kebab' | 'noodles' | 'sushi' | 'salad' | 'wrap' | 'soup'
> = {
  pizza: (p) =>
    art(
      ['#fff1e0', '#ffd9b0'],
      rg(`${p}c`, '#f7c66b', '#d98c2f') + rg(`${p}s`, '#ffe08a', '#f6b93b'),
      shadow(182, 84),
      `<circle cx="100" cy="100" r="84" fill="url(#${p}c)"/><circle cx="100" cy="100" r="70" fill="#e2542d"/><circle cx="100" cy="100" r="66" fill="url(#${p}s)"/>`,
      each<Point>(
        [
          [72, 70],
          [122, 64],
          [135, 110],
          [95, 132],
          [62, 112],
          [104, 96],
        ],
        ([x, y]) =>
          `<circle cx="${x}" cy="${y}" r="11" fill="#d64531"/><circle cx="${x - 3}" cy="${y - 3}" r="3" fill="#f08a6c"/>`,
      ),
      each<Turned>(
        [
          [88, 62, 20],
          [140, 86, -30],
          [78, 150, 60],
          [120, 140, 10],
        ],
        ([x, y, r]) =>
          `<ellipse cx="${x}" cy="${y}" rx="7" ry="4" transform="rotate(${r} ${x} ${y})" fill="#3e9b45"/>`,
      ),
      `<path d="M100 100L100 16M100 100L173 142M100 100L27 142" stroke="#d98c2f" stroke-width="2" opacity=".6"/>`,
    ),
  burger: (p) =>
    art(
      ['#fff4d6', '#ffe08f'],
      lg(`${p}b`, '#f9c25c', '#e08b2c') + lg(`${p}m`, '#7a4225', '#4e2714'),
      shadow(182),
      `<path d="M30 96c0-40 32-62 70-62s70 22 70 62z" fill="url(#${p}b)"/>`,
      each<Point>(
        [
          [70, 56],
          [96, 48],
          [122, 56],
          [84, 72],
          [112, 72],
          [140, 76],
          [56, 78],
        ],
        ([x, y]) => `<ellipse cx="${x}" cy="${y}" rx="4" ry="2.4" fill="#fff6dc"/>`,
      ),
      `<path d="M24 100q12 14 24 0t24 0 24 0 24 0 24 0 24 0 28 0v10H24z" fill="#5cb848"/>`,
      `<path d="M30 108h140l-18 18-14-12-16 14-18-14-22 14-16-14z" fill="#ffc83d"/>`,
      `<rect x="28" y="112" width="144" height="26" rx="13" fill="url(#${p}m)"/><rect x="30" y="140" width="140" height="34" rx="14" fill="#e9a145"/>`,
    ),
  fries: (p) =>
    art(
      ['#ffeef0', '#ffc9cf'],
      lg(`${p}f`, '#ffe27a', '#f5b82e') + lg(`${p}r`, '#f04a3e', '#c62828'),
      shadow(),
      each<Turned>(
        [
          [58, 40, -12],
          [74, 26, -6],
          [90, 34, 0],
          [106, 22, 4],
          [122, 32, 10],
          [138, 42, 16],
          [82, 50, -2],
          [114, 48, 6],
        ],
        ([x, y, r]) =>
          `<rect x="${x}" y="${y}" width="14" height="90" rx="5" fill="url(#${p}f)" transform="rotate(${r} ${x} ${y + 90})"/>`,
      ),
      `<path d="M40 92h120l-16 84H56z" fill="url(#${p}r)"/><path d="M40 92q60 26 120 0" fill="none" stroke="#fff" stroke-width="6" opacity=".85"/><circle cx="100" cy="136" r="16" fill="#ffd54f"/>`,
    ),
  biryani: (p) =>
    art(
      ['#fff3dc', '#ffd28a'],
      lg(`${p}b`, '#d9773c', '#8e3b16') + rg(`${p}r`, '#fff3c4', '#f2b84b'),
      shadow(),
      `<path d="M30 100c0-48 30-74 70-74s70 26 70 74z" fill="url(#${p}r)"/>`,
      each<Point>(
        [
          [60, 70],
          [80, 56],
          [104, 50],
          [126, 60],
          [140, 80],
          [74, 86],
          [98, 74],
          [120, 86],
          [90, 92],
          [52, 90],
        ],
        ([x, y], i) =>
          `<ellipse cx="${x}" cy="${y}" rx="6" ry="2.2" transform="rotate(${i * 37} ${x} ${y})" fill="${i % 3 ? '#fff' : '#f08c1a'}"/>`,
      ),
      `<ellipse cx="112" cy="72" rx="18" ry="13" fill="#a0522d"/><circle cx="76" cy="66" r="11" fill="#fff"/><circle cx="76" cy="66" r="5" fill="#ffb300"/>`,
      `<path d="M128 50q10-8 16 2q-10 6-16-2zM60 56q-8-10 4-12q4 8-4 12z" fill="#43a047"/>`,
      bowl(`${p}b`, '#f2c45a'),
      `<path d="M46 122h108" stroke="#f5d76e" stroke-width="4" stroke-dasharray="6 8"/>`,
    ),
  kebab: (p) =>
    art(
      ['#fdebe3', '#f7b99b'],
      rg(`${p}m`, '#b5592d', '#6d2a10'),
      shadow(),
      `<path d="M30 170L172 28" stroke="#8d6e63" stroke-width="6" stroke-linecap="round"/>`,
      each<readonly [number, number, string]>(
        [
          [54, 146, `url(#${p}m)`],
          [74, 126, '#5fa843'],
          [94, 106, `url(#${p}m)`],
          [114, 86, '#e53935'],
          [134, 66, `url(#${p}m)`],
          [152, 48, '#f3d9e8'],
        ],
        ([x, y, fill]) =>
          `<rect x="${x - 15}" y="${y - 15}" width="30" height="30" rx="9" fill="${fill}" transform="rotate(-45 ${x} ${y})"/>`,
      ),
      `<path d="M44 150l10 6M84 110l10 6M124 70l10 6" stroke="#3b1406" stroke-width="3" stroke-linecap="round" opacity=".5"/>`,
    ),
  noodles: (p) =>
    art(
      ['#fdeee8', '#f9c6b0'],
      lg(`${p}b`, '#e53935', '#9e1b1b'),
      shadow(),
      `<path d="M150 20L96 92M166 30L104 96" stroke="#8d6e63" stroke-width="6" stroke-linecap="round"/>`,
      bowl(`${p}b`, '#f7d774'),
      each(
        ['M40 100q15-14 30 0t30 0 30 0 30 0', 'M48 106q13-10 26 0t26 0 26 0 26 0'],
        (d) => `<path d="${d}" fill="none" stroke="#e8b93c" stroke-width="4"/>`,
      ),
      `<circle cx="72" cy="96" r="9" fill="#fff"/><circle cx="72" cy="96" r="4" fill="#ffb300"/><path d="M120 92q8-8 16 0" stroke="#43a047" stroke-width="5" fill="none"/>`,
      `<path d="M60 138q40 12 80 0" stroke="#fff" stroke-width="4" fill="none" opacity=".5"/>`,
      steam(72, 50),
    ),
  sushi: (p) =>
    art(
      ['#e8f4f8', '#b9dce8'],
      lg(`${p}s`, '#ff9a6b', '#f26b3a'),
      shadow(176, 86),
      `<rect x="16" y="118" width="168" height="52" rx="12" fill="#37474f"/>`,
      each(
        [52, 100],
        (x) =>
          `<circle cx="${x}" cy="102" r="24" fill="#263238"/><circle cx="${x}" cy="102" r="18" fill="#fafafa"/><circle cx="${x}" cy="102" r="8" fill="url(#${p}s)"/><circle cx="${x + 5}" cy="97" r="3" fill="#66bb6a"/>`,
      ),
      `<rect x="124" y="96" width="52" height="26" rx="12" fill="#fafafa"/><path d="M120 96c10-20 50-20 60 0c-8 8-52 8-60 0z" fill="url(#${p}s)"/>`,
      `<path d="M134 86l6 12M148 84l4 12M162 86l2 12" stroke="#ffd3bf" stroke-width="3"/>`,
      `<path d="M40 146q10-8 20 0t20 0" fill="none" stroke="#8bc34a" stroke-width="5"/><circle cx="138" cy="146" r="8" fill="#f8bbd0"/>`,
    ),
  salad: (p) =>
    art(
      ['#eef8e4', '#c5e6a6'],
      lg(`${p}b`, '#26a69a', '#00796b'),
      shadow(),
      each<Turned>(
        [
          [56, 80, -30],
          [80, 66, 10],
          [108, 64, -10],
          [134, 76, 30],
          [70, 92, 60],
          [120, 92, -50],
          [96, 84, 90],
        ],
        ([x, y, r]) =>
          `<ellipse cx="${x}" cy="${y}" rx="24" ry="14" transform="rotate(${r} ${x} ${y})" fill="${r > 0 ? '#7cc243' : '#4caf50'}"/>`,
      ),
      `<circle cx="86" cy="74" r="10" fill="#e53935"/><circle cx="124" cy="82" r="9" fill="#e53935"/>`,
      `<circle cx="104" cy="92" r="11" fill="#c5e1a5" stroke="#558b2f" stroke-width="3"/>`,
      `<circle cx="66" cy="86" r="5" fill="#ffd54f"/><circle cx="140" cy="66" r="5" fill="#ffd54f"/>`,
      bowl(`${p}b`, '#00695c'),
    ),
  wrap: (p) =>
    art(
      ['#fff7e6', '#ffe0a8'],
      lg(`${p}t`, '#f7dfae', '#e2b36a'),
      shadow(182, 60),
      `<path d="M52 60l96 0l-20 120h-56z" fill="url(#${p}t)"/>`,
      `<path d="M56 58q10-26 26-8q10-22 24-2q14-18 26 2q14-14 18 8z" fill="#66bb6a"/>`,
      `<circle cx="76" cy="56" r="8" fill="#e53935"/><circle cx="118" cy="54" r="7" fill="#e53935"/><ellipse cx="98" cy="60" rx="14" ry="7" fill="#8d4a23"/>`,
      `<path d="M62 112h76l-8 68H70z" fill="#fff"/><path d="M64 124h72M66 140h68" stroke="#ef5350" stroke-width="5"/>`,
    ),
  soup: (p) =>
    art(
      ['#fff0e6', '#ffc8a3'],
      lg(`${p}b`, '#ffffff', '#dcd4cc') + rg(`${p}s`, '#ffb74d', '#e65100'),
      shadow(),
      `<path d="M140 40L176 18" stroke="#b0a8a0" stroke-width="8" stroke-linecap="round"/>`,
      `<path d="M22 100h156c0 44-35 72-78 72S22 144 22 100z" fill="url(#${p}b)"/><ellipse cx="100" cy="100" rx="78" ry="16" fill="url(#${p}s)"/>`,
      `<circle cx="76" cy="98" r="5" fill="#fff3e0"/><circle cx="118" cy="102" r="4" fill="#fff3e0"/>`,
      `<path d="M96 96l6-4M130 96l5 4M64 104l4-5" stroke="#43a047" stroke-width="4" stroke-linecap="round"/>`,
      steam(76, 64),
    ),
};
