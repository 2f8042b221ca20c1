import { Client, cacheExchange, fetchExchange, ssrExchange } from 'urql';
import { registeredDocumentsExchange } from '@/lib/registered-documents.ts';

// The API's own origin never leaves the process: the API passes a fetch that hands the request to
// Yoga in-process (docs/web-rendering.md "Data"), so this host is only a placeholder.
const IN_PROCESS_URL = 'http://in-process.invalid/graphql';

/** A client for one server render: suspends until answers arrive, and records them for the page. */
export function createServerGraphqlClient(fetch: typeof globalThis.fetch) {
  const ssr = ssrExchange({ isClient: false });
  const client = new Client({
    url: IN_PROCESS_URL,
    fetch,
    suspense: true,
    preferGetMethod: false,
    exchanges: [cacheExchange, ssr, registeredDocumentsExchange, fetchExchange],
  });
  return { client, extractData: () => ssr.extractData() };
}
