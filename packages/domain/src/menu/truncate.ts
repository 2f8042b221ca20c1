/**
 * We use the single character "…" (U+2026) rather than "...": it takes one character cell and reads
 * the same to screen readers in every locale we ship.
 */
export const ELLIPSIS = '…';

/**
 * Cuts `text` to `max` characters and appends the ellipsis (docs/product/limits.md#text-and-quantity); text
 * that fits is returned unchanged. Characters are Unicode code points, so an emoji is never split in half;
 * trailing spaces before the ellipsis are dropped.
 */
export function truncate(text: string, max: number): string {
  const limit = Math.max(0, Math.floor(max));
  const chars = Array.from(text);
  if (chars.length <= limit) return text;
  return chars.slice(0, limit).join('').trimEnd() + ELLIPSIS;
}
