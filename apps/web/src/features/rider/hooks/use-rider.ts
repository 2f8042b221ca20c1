import { useCallback, useEffect } from 'react';
import {
  RiderDeliverDocument,
  RiderOffersChangedDocument,
  RiderOffersDocument,
  RiderPickUpDocument,
  RiderProfileDocument,
  SetRiderOnlineDocument,
  TakeOfferDocument,
} from '@/gql/graphql.ts';
import { useTypedMutation } from '@/hooks/use-typed-mutation.ts';
import { useTypedQuery } from '@/hooks/use-typed-query.ts';
import { useTypedSubscription } from '@/hooks/use-typed-subscription.ts';

/**
 * The rider's state, offers and actions. Offers are read only while online and free; each nudge of
 * subscriptionRiderOffers (an offer appeared or was taken) reads them again.
 */
export function useRider() {
  const [profile, refetchProfile] = useTypedQuery({
    query: RiderProfileDocument,
    requestPolicy: 'network-only',
  });
  const rider = profile.data?.riderProfile;
  const delivery = rider?.activeDelivery ?? null;
  const wantsOffers = Boolean(rider?.isOnline) && !delivery;
  const [offers, refetchOffers] = useTypedQuery({
    query: RiderOffersDocument,
    requestPolicy: 'network-only',
    pause: !wantsOffers,
  });
  const [nudge] = useTypedSubscription({ query: RiderOffersChangedDocument, pause: !wantsOffers });
  const reloadOffers = useCallback(() => {
    if (wantsOffers) refetchOffers({ requestPolicy: 'network-only' });
  }, [wantsOffers, refetchOffers]);
  useEffect(() => {
    if (nudge.data) reloadOffers();
  }, [nudge.data, reloadOffers]);

  const reloadProfile = useCallback(
    () => refetchProfile({ requestPolicy: 'network-only' }),
    [refetchProfile],
  );
  const [online, setOnline] = useTypedMutation(SetRiderOnlineDocument);
  const [take, takeOffer] = useTypedMutation(TakeOfferDocument);
  const [pick, pickUp] = useTypedMutation(RiderPickUpDocument);
  const [drop, deliver] = useTypedMutation(RiderDeliverDocument);

  return {
    loading: profile.fetching && !profile.data,
    error: profile.error,
    rider,
    delivery,
    offers: wantsOffers ? (offers.data?.riderOffers ?? []) : [],
    offersLoading: wantsOffers && offers.fetching && !offers.data,
    reloadOffers,
    reloadProfile,
    setOnline: (value: boolean) => setOnline({ online: value }),
    switching: online.fetching,
    takeOffer: async (id: string) => {
      const result = await takeOffer({ id });
      reloadProfile();
      return result;
    },
    taking: take.fetching,
    pickUp: async (id: string) => {
      const result = await pickUp({ id });
      reloadProfile();
      return result;
    },
    deliver: async (id: string) => {
      const result = await deliver({ id });
      reloadProfile();
      return result;
    },
    acting: pick.fetching || drop.fetching,
  };
}
