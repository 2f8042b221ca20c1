import type { Client } from 'urql';
import type { LatLng } from '@/components/map/types.ts';
import { documentText } from '@/lib/registered-documents.ts';
import {
  ReverseGeocodeDocument,
  type ReverseGeocodeQuery,
  type ReverseGeocodeQueryVariables,
} from '@/gql/graphql.ts';

/** The nearest known address for a point (one-off call, so not a hook). */
export async function reverseGeocode(
  client: Client,
  position: LatLng,
): Promise<ReverseGeocodeQuery['reverseGeocode']> {
  // The plain string: urql mistakes the generated String object for a parsed document.
  const result = await client
    .query<ReverseGeocodeQuery, ReverseGeocodeQueryVariables>(
      documentText(ReverseGeocodeDocument),
      position,
      {
        requestPolicy: 'network-only',
      },
    )
    .toPromise();
  if (!result.data) throw result.error ?? new Error('No address for this position');
  return result.data.reverseGeocode;
}
