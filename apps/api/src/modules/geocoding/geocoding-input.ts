import type { LatLng } from '../../adapters/geocoding/geocoder.ts';
import { badUserInput } from '../../errors.ts';
import { parseOptionalCoordinates } from '../../lib/coordinates.ts';

// Arguments are checked before the geocoder is asked, so bad input is a BAD_USER_INPUT with a message
// a developer can act on and never costs a call to an external service.

export const MAX_TEXT_LENGTH = 200;
export const DEFAULT_SUGGESTION_LIMIT = 5;
export const MAX_SUGGESTION_LIMIT = 10;

export type SuggestionArgs = {
  query: string;
  latitude?: number | null;
  longitude?: number | null;
  limit?: number | null;
};

export function parseSuggestionArgs(args: SuggestionArgs): {
  query: string;
  near: LatLng | null;
  limit: number;
} {
  const query = args.query.trim();
  if (query.length > MAX_TEXT_LENGTH) {
    throw badUserInput(`The search text must be at most ${MAX_TEXT_LENGTH} characters.`);
  }
  const limit = args.limit ?? DEFAULT_SUGGESTION_LIMIT;
  if (!Number.isInteger(limit) || limit < 1 || limit > MAX_SUGGESTION_LIMIT) {
    throw badUserInput(`limit must be between 1 and ${MAX_SUGGESTION_LIMIT}.`);
  }
  return { query, near: parseOptionalCoordinates(args), limit };
}

export type GeocodeTarget = { placeId: string } | { address: string };

export function parseGeocodeArgs(args: { placeId?: string | null; address?: string | null }): GeocodeTarget {
  const placeId = args.placeId?.trim() || undefined;
  const address = args.address?.trim() || undefined;
  if (placeId && address) throw badUserInput('Give either a placeId or an address, not both.');
  if (!placeId && !address) throw badUserInput('A placeId or an address is required.');
  if ((placeId ?? address)!.length > MAX_TEXT_LENGTH) {
    throw badUserInput(
      `${placeId ? 'placeId' : 'The address'} must be at most ${MAX_TEXT_LENGTH} characters.`,
    );
  }
  return placeId ? { placeId } : { address: address! };
}
