import { ConfigurationDocument } from '@/gql/graphql.ts';
import { useTypedQuery } from './use-typed-query.ts';

export type Currency = { currency: string; symbol: string };

/**
 * The platform currency for formatting amounts. Until the configuration loads the currency is empty
 * (docs/product/limits.md#money); screens that show prices wait for `ready`.
 */
export function useCurrency(): { currency: Currency; ready: boolean } {
  const [{ data, fetching }] = useTypedQuery({ query: ConfigurationDocument });
  const configuration = data?.configuration;
  return {
    currency: { currency: configuration?.currency ?? '', symbol: configuration?.currencySymbol ?? '' },
    ready: !fetching,
  };
}
