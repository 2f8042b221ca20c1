import type { MarkerKind } from './types.ts';

// Markers are drawn inline (Leaflet divIcons): Leaflet's default marker images would be fetched from
// URLs that do not exist in this build, and nothing may be loaded from another origin.

const colours: Record<MarkerKind, string> = {
  restaurant: '#c2410c',
  home: '#1d4ed8',
  user: '#0f766e',
  rider: '#15803d',
};

// 24×24 glyphs drawn in white inside the pin's head.
const glyphs: Record<MarkerKind, string> = {
  // Fork and knife.
  restaurant:
    '<path d="M8 3v7a2 2 0 0 0 2 2v9M6 3v5M10 3v5M16 21V3c-2 1.5-3 4-3 7 0 1.5 1 2 3 2" fill="none" stroke="#fff" stroke-width="2" stroke-linecap="round" stroke-linejoin="round"/>',
  // House.
  home: '<path d="M4 11 12 4l8 7v9h-5v-6H9v6H4z" fill="#fff"/>',
  // A person.
  user: '<circle cx="12" cy="8" r="4" fill="#fff"/><path d="M4 21c0-4.4 3.6-7 8-7s8 2.6 8 7z" fill="#fff"/>',
  // Scooter wheels and body.
  rider:
    '<circle cx="6" cy="17" r="3" fill="none" stroke="#fff" stroke-width="2"/><circle cx="18" cy="17" r="3" fill="none" stroke="#fff" stroke-width="2"/><path d="M6 17h7l3-8h3M13 17l-2-6H8" fill="none" stroke="#fff" stroke-width="2" stroke-linecap="round" stroke-linejoin="round"/>',
};

export const MARKER_SIZE = { width: 30, height: 38 } as const;

/** The pin's markup: a coloured drop with the kind's glyph; the anchor is the tip at the bottom. */
export function markerIconHtml(kind: MarkerKind): string {
  const { width, height } = MARKER_SIZE;
  return (
    `<svg aria-hidden="true" focusable="false" width="${width}" height="${height}" viewBox="0 0 36 46">` +
    `<path d="M18 45C18 45 2 28.5 2 17.5a16 16 0 0 1 32 0C34 28.5 18 45 18 45z" fill="${colours[kind]}" stroke="#fff" stroke-width="2"/>` +
    `<g transform="translate(8.4 7.4) scale(0.8)">${glyphs[kind]}</g>` +
    '</svg>'
  );
}

export function markerClassName(kind: MarkerKind): string {
  return `map-marker map-marker--${kind}`;
}
