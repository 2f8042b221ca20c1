// Drawing kit for the food illustrations (food-art*.ts): gradients, repeated shapes, shared parts.
// Every art is drawn in a 200×200 box from basic shapes: no text, no external artwork.

export type Art = { bg: readonly [string, string]; defs: string; body: string };
export type Point = readonly [number, number];
export type Turned = readonly [number, number, number];

/** A vertical linear gradient; ids carry a prefix so a banner can hold one art beside its own defs. */
export const lg = (id: string, from: string, to: string) =>
  `<linearGradient id="${id}" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient>`;
export const rg = (id: string, from: string, to: string) =>
  `<radialGradient id="${id}" cx=".4" cy=".35" r=".7"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></radialGradient>`;
export const each = <T>(items: readonly T[], draw: (item: T, index: number) => string) =>
  items.map(draw).join('');
export const shadow = (cy = 178, rx = 78) =>
  `<ellipse cx="100" cy="${cy}" rx="${rx}" ry="10" fill="#000" opacity=".12"/>`;
export const steam = (x: number, y: number) =>
  each(
    [0, 18, 36],
    (d) =>
      `<path d="M${x + d} ${y}c-8-10 8-16 0-28" fill="none" stroke="#fff" stroke-width="5" stroke-linecap="round" opacity=".7"/>`,
  );
export const bowl = (id: string, rim: string) =>
  `<path d="M22 100h156c0 44-35 72-78 72S22 144 22 100z" fill="url(#${id})"/><ellipse cx="100" cy="100" rx="78" ry="14" fill="${rim}"/>`;
export const art = (bg: readonly [string, string], defs: string, ...body: string[]): Art => ({
  bg,
  defs,
  body: body.join(''),
});
