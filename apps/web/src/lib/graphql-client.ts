// One urql client per session. HTTP requests carry the bearer token when one is stored; subscriptions go
// over graphql-ws on the same /graphql path, and the socket library is only downloaded and connected the
// first time a subscription is actually used.
import {
  Client,
  type CombinedError,
  type Exchange,
  type ExecutionResult,
  type SSRData,
  cacheExchange,
  fetchExchange,
  makeOperation,
  mapExchange,
  ssrExchange,
  subscriptionExchange,
} from 'urql';
import type { Client as WsClient } from 'graphql-ws';
import { hasErrorCode, isOutdatedClient } from './api-error.ts';
import type { createNewVersionReload } from './new-version.ts';
import { byHash, registeredDocumentsExchange } from './registered-documents.ts';
import { resubscribing } from './resubscribe.ts';
import { clearSession, getToken } from './session.ts';

export const GRAPHQL_PATH = '/graphql';

export function websocketUrl(location: Pick<Location, 'protocol' | 'host'>): string {
  return `${location.protocol === 'https:' ? 'wss' : 'ws'}://${location.host}${GRAPHQL_PATH}`;
}

export function authorizationHeader(token: string | null): Record<string, string> {
  return token ? { Authorization: `Bearer ${token}` } : {};
}

let wsClient: Promise<WsClient> | undefined;

function loadWsClient(): Promise<WsClient> {
  wsClient ??= import('graphql-ws').then(({ createClient }) =>
    createClient({
      url: websocketUrl(window.location),
      // Read at (re)connection time so a new sign-in is picked up without rebuilding the client.
      connectionParams: () => {
        const token = getToken();
        return token ? { authorization: `Bearer ${token}` } : {};
      },
      // No reconnection of graphql-ws's own: it would send each subscription again as it was, and the
      // server could not tell that events were missed. A lost socket ends every subscription on it, and
      // resubscribing (lib/resubscribe.ts) sends it again marked as resumed, at once after a restart.
      retryAttempts: 0,
    }),
  );
  return wsClient;
}

/** Closes the socket (e.g. after sign-out); the next subscription reconnects with the new session. */
export function closeSubscriptions(): void {
  const pending = wsClient;
  wsClient = undefined;
  void pending?.then((client) => client.dispose());
}

/**
 * hooks/api/logout.graphql's registered hash (graphql-client.test.ts compares it with codegen's). Written
 * out here because importing the generated module would pull every document into the entry chunk.
 */
export const LOGOUT_HASH = 'cb1d14c1cc99a252';

/** The logout mutation as a request body: by its registered hash, like every request of the web. */
export const LOGOUT_REQUEST = { operationName: 'Logout', extensions: byHash(LOGOUT_HASH) };

/**
 * Sign-out on the server (docs/security.md "Sessions"): revokes `token` everywhere. Sent with the token
 * being forgotten, outside the session's client, and kept alive through the navigation that follows;
 * the local sign-out never waits for it, and a failure (offline, server down) is ignored.
 */
export function revokeSession(token: string | null, send: typeof fetch = fetch): Promise<void> {
  if (!token) return Promise.resolve();
  return send(GRAPHQL_PATH, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...authorizationHeader(token) },
    body: JSON.stringify(LOGOUT_REQUEST),
    keepalive: true,
  }).then(
    () => undefined,
    () => undefined,
  );
}

/** The API answers UNAUTHENTICATED for user-only operations when the token is expired or revoked. */
export function isUnauthenticated(error: Pick<CombinedError, 'graphQLErrors'> | undefined): boolean {
  return hasErrorCode(error, 'UNAUTHENTICATED');
}

/**
 * Answers from the server render (docs/web-rendering.md "Data"): until hydration is over, a query the
 * page already holds is served from it whatever its request policy (network-only screens included),
 * so hydrating sends no request for it; afterwards every query behaves as its screen asks.
 */
function restoredAnswers(data: SSRData): { exchanges: Exchange[]; hydrated(): void } {
  const restored = new Set(Object.keys(data).map(Number));
  const ssr = ssrExchange({ isClient: true, initialState: data });
  const preferRestored = mapExchange({
    onOperation: (operation) =>
      operation.kind === 'query' && restored.has(operation.key)
        ? makeOperation(operation.kind, operation, { ...operation.context, requestPolicy: 'cache-first' })
        : operation,
  });
  return { exchanges: [preferRestored, cacheExchange, ssr], hydrated: () => restored.clear() };
}

let finishHydration = () => {};

/** Called once the server-rendered page is hydrated: restored answers no longer override policies. */
export function hydrationDone(): void {
  finishHydration();
  finishHydration = () => {};
}

/**
 * A subscription sent again after its socket was lost: `extensions.resume` makes the server start each
 * of its streams with the current state (the order, the board, the chat, the rider's position, a nudge
 * to read offers again), as it does after a Redis outage (docs/faults.md).
 */
export function resumedPayload<P extends { extensions?: Record<string, unknown> | undefined }>(
  payload: P,
): P {
  return { ...payload, extensions: { ...payload.extensions, resume: true } };
}

/** One per page: whichever client first hears of a new build reloads it (lib/new-version.ts). */
let onNewVersion: Promise<ReturnType<typeof createNewVersionReload>> | undefined;

function newVersion(error: Pick<CombinedError, 'graphQLErrors'> | undefined) {
  if (!isOutdatedClient(error)) return;
  onNewVersion ??= import('./new-version.ts').then((module) => module.createNewVersionReload());
  void onNewVersion.then((reload) => reload(error));
}

export function createGraphqlClient({ restore }: { restore?: SSRData } = {}): Client {
  const restoring = restore && restoredAnswers(restore);
  if (restoring) finishHydration = restoring.hydrated;
  // The session this client was made for; a late answer to an older session never signs out a newer one.
  const sessionToken = getToken();
  return new Client({
    url: GRAPHQL_PATH,
    preferGetMethod: false,
    fetchOptions: () => ({ headers: authorizationHeader(getToken()) }),
    exchanges: [
      // A token the server no longer accepts is dropped, so the user sees the logged-out bar, not errors.
      mapExchange({
        onResult(result) {
          // A hash from an earlier build the server no longer answers, over HTTP or the socket.
          newVersion(result.error);
          if (sessionToken && isUnauthenticated(result.error) && getToken() === sessionToken) clearSession();
        },
      }),
      ...(restoring ? restoring.exchanges : [cacheExchange]),
      // Requests carry the document's registered hash instead of its text.
      registeredDocumentsExchange,
      fetchExchange,
      subscriptionExchange({
        forwardSubscription(request) {
          const payload = { ...request, query: request.query ?? '' };
          return {
            subscribe(sink) {
              // Subscribed again after a retryable end or a lost socket (lib/resubscribe.ts).
              const stop = resubscribing<ExecutionResult>((inner, { resumed }) => {
                let dispose: (() => void) | undefined;
                let closed = false;
                loadWsClient().then(
                  (client) => {
                    if (!closed)
                      dispose = client.subscribe(resumed ? resumedPayload(payload) : payload, inner);
                  },
                  (error: unknown) => inner.error(error),
                );
                return () => {
                  closed = true;
                  dispose?.();
                };
              }, sink);
              return { unsubscribe: stop };
            },
          };
        },
      }),
    ],
  });
}
