import { toMinor } from '@food/domain';
import { useCallback, useMemo } from 'react';
import { CheckoutChargesDocument, CheckoutRestaurantDocument } from '@/gql/graphql.ts';
import type { Currency } from '@/hooks/use-currency.ts';
import { useProfile } from '@/hooks/use-profile.ts';
import { useTypedQuery } from '@/hooks/use-typed-query.ts';
import { type CheckoutRestaurant, toCheckoutRestaurant } from '../utils/to-checkout-restaurant.ts';
import { DEFAULT_DELIVERY_PRICING, type DeliveryPricing, parseCostType } from '../utils/checkout-totals.ts';

export type Tips = { tipVariations: readonly number[]; enabled: boolean } | null;

/**
 * What checkout reads: the cart's restaurant by id (network-only, docs/product/api.md#catalogue), the
 * currency, delivery pricing and tips, and the profile. Until the configuration loads the currency is empty,
 * the rate 0 and the cost type per km (docs/product/limits.md#money). `refetch` re-reads all of them (after a
 * PRICE_CHANGED refusal, so the figures on screen become the server's).
 */
export function useCheckoutData(restaurantId: string | null) {
  const [restaurantResult, reexecuteRestaurant] = useTypedQuery({
    query: CheckoutRestaurantDocument,
    variables: { id: restaurantId ?? '' },
    pause: !restaurantId,
    requestPolicy: 'network-only',
  });
  const [chargesResult, reexecuteCharges] = useTypedQuery({
    query: CheckoutChargesDocument,
    requestPolicy: 'cache-and-network',
  });
  const {
    profile,
    fetching: profileFetching,
    error: profileError,
    refetch: refetchProfile,
  } = useProfile({
    refresh: true,
  });

  const configuration = chargesResult.data?.configuration;
  const currency = useMemo<Currency>(
    () => ({ currency: configuration?.currency ?? '', symbol: configuration?.currencySymbol ?? '' }),
    [configuration?.currency, configuration?.currencySymbol],
  );
  const pricing = useMemo<DeliveryPricing>(
    () =>
      configuration
        ? {
            deliveryRate: toMinor(configuration.deliveryRate, configuration.currency),
            costType: parseCostType(configuration.costType),
            minimumDeliveryFee: toMinor(configuration.minimumDeliveryFee, configuration.currency),
          }
        : DEFAULT_DELIVERY_PRICING,
    [configuration],
  );
  const apiRestaurant = restaurantResult.data?.restaurant;
  const restaurant = useMemo<CheckoutRestaurant | undefined>(
    () =>
      apiRestaurant && configuration ? toCheckoutRestaurant(apiRestaurant, currency.currency) : undefined,
    [apiRestaurant, configuration, currency.currency],
  );

  const refetch = useCallback(() => {
    reexecuteRestaurant({ requestPolicy: 'network-only' });
    reexecuteCharges({ requestPolicy: 'network-only' });
  }, [reexecuteRestaurant, reexecuteCharges]);
  const retry = useCallback(() => {
    refetch();
    refetchProfile();
  }, [refetch, refetchProfile]);

  const tips: Tips = chargesResult.data?.tips ?? null;
  const error = restaurantResult.error ?? chargesResult.error ?? profileError;
  const isLoading =
    (!!restaurantId && !restaurant && restaurantResult.fetching) ||
    (!configuration && chargesResult.fetching) ||
    (!profile && profileFetching);
  return { restaurant, currency, pricing, tips, profile, isLoading, error, refetch, retry };
}
