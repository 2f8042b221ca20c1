import { RestaurantInfoDocument } from '@/gql/graphql.ts';
import { useTypedQuery } from '@/hooks/use-typed-query.ts';

/** Opening hours and reviews for the info dialog, fetched when it opens. */
export function useRestaurantInfo(id: string) {
  const [{ data, fetching, error }, reexecute] = useTypedQuery({
    query: RestaurantInfoDocument,
    variables: { id },
    requestPolicy: 'cache-and-network',
  });
  return {
    info: data?.restaurant,
    fetching,
    error,
    retry: () => reexecute({ requestPolicy: 'network-only' }),
  };
}
