import { type AccountConfigurationQuery, AccountConfigurationDocument } from '@/gql/graphql.ts';
import { useTypedQuery } from './use-typed-query.ts';

export type AccountConfiguration = AccountConfigurationQuery['configuration'];

/** The sign-in switches of the platform configuration (accounts §3 "App config"); null while loading. */
export function useAccountConfiguration(): { configuration: AccountConfiguration | null; fetching: boolean } {
  const [{ data, fetching }] = useTypedQuery({ query: AccountConfigurationDocument });
  return { configuration: data?.configuration ?? null, fetching };
}
