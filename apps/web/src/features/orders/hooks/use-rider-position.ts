import { useMemo } from 'react';
import { RiderDocument, RiderLocationDocument } from '@/gql/graphql.ts';
import { useTypedQuery } from '@/hooks/use-typed-query.ts';
import { useTypedSubscription } from '@/hooks/use-typed-subscription.ts';
import { type LatLng, pointToLatLng } from '@/lib/coordinates.ts';

/**
 * The assigned rider's position (rider, subscriptionRiderLocation; docs/product/api.md#tracking): the last
 * known one first, then every update. Null without a rider, before the first report or when it fails (no
 * marker). `follow` is false once the order is finished, which ends the subscription.
 */
export function useRiderPosition(riderId: string | null, follow: boolean): LatLng | null {
  const pause = riderId === null;
  const [{ data }] = useTypedQuery({
    query: RiderDocument,
    variables: { id: riderId ?? '' },
    pause,
    requestPolicy: 'network-only',
  });
  const [{ data: live }] = useTypedSubscription({
    query: RiderLocationDocument,
    variables: { riderId: riderId ?? '' },
    pause: pause || !follow,
  });
  const liveForRider =
    live?.subscriptionRiderLocation._id === riderId ? live.subscriptionRiderLocation : null;
  const point = pointToLatLng(
    (liveForRider ?? (data?.rider._id === riderId ? data.rider : null))?.location?.coordinates,
  );
  const { latitude, longitude } = point ?? {};
  return useMemo(
    () => (latitude === undefined || longitude === undefined || pause ? null : { latitude, longitude }),
    [latitude, longitude, pause],
  );
}
