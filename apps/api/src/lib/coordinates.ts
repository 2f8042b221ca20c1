import { coordinatesSchema, type CoordinatesInput } from '@food/domain';
import { badUserInput } from '../errors.ts';

// Optional latitude/longitude arguments (userFavourite, placeSuggestions' bias): both or neither, each
// in range, checked before any work so bad input is a BAD_USER_INPUT with a clear message.

export function parseCoordinates(args: { latitude: number; longitude: number }): CoordinatesInput {
  const parsed = coordinatesSchema.safeParse(args);
  if (!parsed.success) throw badUserInput(parsed.error.issues[0]!.message);
  return parsed.data;
}

export function parseOptionalCoordinates(args: {
  latitude?: number | null;
  longitude?: number | null;
}): CoordinatesInput | null {
  const { latitude, longitude } = args;
  if (latitude == null && longitude == null) return null;
  if (latitude == null || longitude == null)
    throw badUserInput('Give both latitude and longitude, or neither.');
  return parseCoordinates({ latitude, longitude });
}
