import { badUserInput } from '../../errors.ts';
import { isUuid } from '../../lib/ids.ts';
import type { NearbyCursor } from '../catalog/position-index.ts';

// Opaque to clients (base64url of a small JSON array), so the order's keys can change without
// changing the contract. Two forms (docs/restaurant-paging.md "Order and cursors"):
// - `[id]`, from a page without a search (the position index): the next request sends the same point,
//   so the order key is worked out again from the point and the restaurant, exactly as the index
//   keys it. The cursor, and so the whole first page, does not depend on where in its place the point
//   is, which lets the answer cache keep first pages (docs/api-performance.md "Answer cache").
// - `[orderKey, id]`, from a page with a search (the SQL statement): PostgreSQL's distance is not
//   bit for bit the index's, so the key it issued travels with the cursor. Both JSON and PostgreSQL
//   print a float8 in its shortest exact form, so it survives the round trip exactly.

/** A cursor as sent back: the order key is null when it names only the restaurant. */
export type AfterCursor = { orderKey: number | null; id: string };

export function encodeNearbyCursor(cursor: NearbyCursor, { withKey }: { withKey: boolean }): string {
  const pair = withKey ? [cursor.orderKey, cursor.id] : [cursor.id];
  return Buffer.from(JSON.stringify(pair)).toString('base64url');
}

export const invalidNearbyCursor = () =>
  badUserInput('The after cursor is not valid; start again from the first page.');

export function decodeNearbyCursor(after: string | null | undefined): AfterCursor | null {
  if (after == null) return null;
  let pair: unknown;
  try {
    pair = JSON.parse(Buffer.from(after, 'base64url').toString('utf8'));
  } catch {
    throw invalidNearbyCursor();
  }
  if (!Array.isArray(pair) || pair.length < 1 || pair.length > 2) throw invalidNearbyCursor();
  const id: unknown = pair.at(-1);
  if (typeof id !== 'string' || !isUuid(id)) throw invalidNearbyCursor();
  if (pair.length === 1) return { orderKey: null, id };
  const orderKey: unknown = pair[0];
  if (typeof orderKey !== 'number' || !Number.isFinite(orderKey) || orderKey < 0) throw invalidNearbyCursor();
  return { orderKey, id };
}
