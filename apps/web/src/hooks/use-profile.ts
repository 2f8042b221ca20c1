import { type ProfileQuery, ProfileDocument } from '@/gql/graphql.ts';
import { useSession } from './use-session.ts';
import { useTypedQuery } from './use-typed-query.ts';

export type Profile = ProfileQuery['profile'];

/**
 * The signed-in customer's profile (docs/product/data.md#users), shared by the top bar, the account screens
 * and favourites. Paused for guests. One cached query: a mutation that returns the User (updateUser,
 * addFavourite, verifyPhoneOtp) refreshes it. `refresh` also asks the server when the screen opens.
 */
export function useProfile({ refresh = false }: { refresh?: boolean } = {}) {
  const { isLoggedIn } = useSession();
  const [{ data, fetching, error }, reexecute] = useTypedQuery({
    query: ProfileDocument,
    pause: !isLoggedIn,
    requestPolicy: refresh ? 'cache-and-network' : 'cache-first',
  });
  return {
    profile: isLoggedIn ? (data?.profile ?? null) : null,
    fetching,
    error,
    refetch: () => reexecute({ requestPolicy: 'network-only' }),
  };
}
