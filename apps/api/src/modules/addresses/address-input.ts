import { addressInputSchema, type AddressInput } from '@food/domain';
import type { AddressInput as AddressInputArg } from '../../generated/graphql.ts';
import { badUserInput, notFound } from '../../errors.ts';
import { isUuid } from '../../lib/ids.ts';

export const ADDRESS_NOT_FOUND = 'Address not found.';

/**
 * docs/product/validation.md#addresses via the domain schema: trimmed texts, label Home by default,
 * the deliberately swapped messages, coordinates parsed from text and range-checked, bounded lengths.
 */
export function parseAddressInput(input: AddressInputArg): AddressInput {
  const parsed = addressInputSchema.safeParse(input);
  if (!parsed.success) throw badUserInput(parsed.error.issues[0]!.message);
  return parsed.data;
}

/**
 * An address id from the client. A malformed id cannot be one of the user's addresses, so it is
 * NOT_FOUND like someone else's (never a database error, never a hint that an id exists).
 */
export function parseAddressId(id: string | null | undefined): string {
  const trimmed = id?.trim() ?? '';
  if (!trimmed) throw badUserInput('An address id is required.');
  if (!isUuid(trimmed)) throw notFound(ADDRESS_NOT_FOUND);
  return trimmed;
}
