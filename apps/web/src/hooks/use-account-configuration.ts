import { type AccountConfigurationQuery, AccountConfigurationDocument } from '@/gql/graphql.ts';
import { useTypedQuery } from './use-typed-query.ts';

export type AccountConfiguration = AccountConfigurationQuery['configuration'];

/**
 * The sign-in switches of the platform configuration (docs/product/data.md#configuration); null while
 * loading.
 */
export function useAccountConfiguration(): { configuration: AccountConfiguration | null; fetching: boolean } {
  const [{ data, fetching }] = useTypedQuery({ query: AccountConfigurationDocument });
  return { configuration: data?.configuration ?? null, fetching };
}
