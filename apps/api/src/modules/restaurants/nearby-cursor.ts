import { badUserInput } from '../../errors.ts';
import { isUuid } from '../../lib/ids.ts';
import type { NearbyCursor } from '../catalog/position-index.ts';

// Opaque to clients (base64url of a small JSON pair), so the order's keys can change without
// changing the contract. Distances survive the round trip exactly: both JSON and PostgreSQL print a
// float8 in its shortest exact form.

export function encodeNearbyCursor(cursor: NearbyCursor): string {
  return Buffer.from(JSON.stringify([cursor.orderKey, cursor.id])).toString('base64url');
}

const invalidCursor = () => badUserInput('The after cursor is not valid; start again from the first page.');

export function decodeNearbyCursor(after: string | null | undefined): NearbyCursor | null {
  if (after == null) return null;
  let pair: unknown;
  try {
    pair = JSON.parse(Buffer.from(after, 'base64url').toString('utf8'));
  } catch {
    throw invalidCursor();
  }
  if (!Array.isArray(pair) || pair.length !== 2) throw invalidCursor();
  const [orderKey, id] = pair as unknown[];
  if (typeof orderKey !== 'number' || !Number.isFinite(orderKey) || orderKey < 0) throw invalidCursor();
  if (typeof id !== 'string' || !isUuid(id)) throw invalidCursor();
  return { orderKey, id };
}
