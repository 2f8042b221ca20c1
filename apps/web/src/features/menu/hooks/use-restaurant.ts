import type { Menu } from '@food/domain';
import { useMemo, useState } from 'react';
import { toMenu } from '@/components/restaurant/to-menu.ts';
import { RestaurantDocument } from '@/gql/graphql.ts';
import { type Currency, useCurrency } from '@/hooks/use-currency.ts';
import { useTypedQuery } from '@/hooks/use-typed-query.ts';
import { isNotFoundError } from '../utils/is-not-found-error.ts';
import { type RestaurantDetail, toRestaurantDetail } from '../utils/to-restaurant.ts';

export type { MenuCategory, MenuFood, RestaurantDetail } from '../utils/to-restaurant.ts';

type Loaded = { restaurant: RestaurantDetail; menu: Menu };

/**
 * One restaurant and its menu (network-only), with prices in the platform currency. `refetch`
 * re-reads it in the background: the last good data stays on screen while it runs and if it fails,
 * so a network blip during the page's periodic re-check never blanks the menu.
 */
export function useRestaurant(slug: string): {
  restaurant: RestaurantDetail | undefined;
  menu: Menu | undefined;
  currency: Currency;
  fetching: boolean;
  error: Error | undefined;
  notFound: boolean;
  retry: () => void;
} {
  const [{ data, fetching, error }, reexecute] = useTypedQuery({
    query: RestaurantDocument,
    variables: { slug },
    requestPolicy: 'network-only',
  });
  const { currency, ready } = useCurrency();
  const fresh = useMemo<Loaded | undefined>(
    () =>
      data && ready
        ? {
            restaurant: toRestaurantDetail(data.restaurant, currency.currency),
            menu: toMenu(data.restaurant, currency.currency),
          }
        : undefined,
    [data, ready, currency.currency],
  );
  const [kept, setKept] = useState<{ slug: string; loaded: Loaded } | null>(null);
  if (fresh && kept?.loaded !== fresh) setKept({ slug, loaded: fresh });
  const loaded = fresh ?? (kept?.slug === slug ? kept.loaded : undefined);
  return {
    restaurant: loaded?.restaurant,
    menu: loaded?.menu,
    currency,
    fetching: fetching || !ready,
    error,
    notFound: isNotFoundError(error),
    retry: () => reexecute({ requestPolicy: 'network-only' }),
  };
}
