import type { Resolvers } from '../../generated/graphql.ts';
import { parseCoordinates } from '../../lib/coordinates.ts';
import { geocodePlace } from './geocode-place.ts';
import { parseGeocodeArgs, parseSuggestionArgs } from './geocoding-input.ts';
import { reverseGeocode } from './reverse-geocode.ts';
import { suggestPlaces } from './suggest-places.ts';

// Public: the home page searches addresses before anyone signs in (docs/product/screens.md#home).
export const geocodingResolvers: Resolvers = {
  Query: {
    placeSuggestions: (_parent, args, ctx) =>
      suggestPlaces({ geocoder: ctx.geocoder, log: ctx.log, ...parseSuggestionArgs(args) }),
    geocode: (_parent, args, ctx) =>
      geocodePlace({ geocoder: ctx.geocoder, log: ctx.log, target: parseGeocodeArgs(args) }),
    reverseGeocode: (_parent, args, ctx) =>
      reverseGeocode({ geocoder: ctx.geocoder, log: ctx.log, point: parseCoordinates(args) }),
  },
};
