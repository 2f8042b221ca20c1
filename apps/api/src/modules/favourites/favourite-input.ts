import { badUserInput } from '../../errors.ts';
import { isUuid } from '../../lib/ids.ts';

/** A restaurant id argument: present and a uuid, else BAD_USER_INPUT (never a database error). */
export function parseRestaurantId(id: string): string {
  const trimmed = id.trim();
  if (!trimmed) throw badUserInput('A restaurant id is required.');
  if (!isUuid(trimmed)) throw badUserInput('Restaurant id is not valid.');
  return trimmed;
}
