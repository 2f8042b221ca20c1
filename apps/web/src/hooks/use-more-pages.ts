import { useCallback, useRef, useState } from 'react';
import { type AnyVariables, useClient } from 'urql';
import { documentText } from '@/lib/registered-documents.ts';
import type { TypedDocument } from './use-typed-query.ts';

type MorePages<Data> = { key: string; pages: Data[]; loading: boolean; failed: boolean };

/**
 * Pages after the first of a paged list (docs/restaurant-paging.md). The first page stays a plain
 * urql query in the screen (so server rendering picks it up); each following page is fetched through
 * the same urql client when `loadMore(variables)` is called, and kept here until `key` (the list's
 * identity: location, search) changes. A second call while one page is loading is ignored.
 */
export function useMorePages<Data, Variables extends AnyVariables>(
  document: TypedDocument<Data, Variables>,
  key: string,
) {
  const client = useClient();
  const [state, setState] = useState<MorePages<Data>>({ key, pages: [], loading: false, failed: false });
  const current: MorePages<Data> =
    state.key === key ? state : { key, pages: [], loading: false, failed: false };
  const loading = useRef<string | null>(null);

  const loadMore = useCallback(
    async (variables: Variables) => {
      if (loading.current === key) return;
      loading.current = key;
      setState((previous) => ({
        ...(previous.key === key ? previous : { pages: [] }),
        key,
        loading: true,
        failed: false,
      }));
      const result = await client
        .query<Data, Variables>(documentText(document), variables, { requestPolicy: 'network-only' })
        .toPromise();
      if (loading.current === key) loading.current = null;
      setState((previous) => {
        // An answer for a list that has since changed (new search or location) is dropped.
        if (previous.key !== key) return previous;
        if (!result.data) return { ...previous, loading: false, failed: true };
        return { ...previous, pages: [...previous.pages, result.data], loading: false, failed: false };
      });
    },
    [client, document, key],
  );

  return { pages: current.pages, loading: current.loading, failed: current.failed, loadMore };
}
