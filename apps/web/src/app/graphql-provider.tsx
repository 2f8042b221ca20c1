import { type ReactNode, useEffect, useState } from 'react';
import { type Client, Provider } from 'urql';
import { useSession } from '@/hooks/use-session.ts';
import { closeSubscriptions, createGraphqlClient } from '@/lib/graphql-client.ts';

/** A fresh client (and empty cache) per session, so signing in or out never shows another user's data. */
export function GraphqlProvider({
  children,
  initialClient,
}: {
  children: ReactNode;
  initialClient?: Client;
}) {
  const { token } = useSession();
  // The first client may come from the caller: the server's recording one, or the browser's holding the
  // server's answers (docs/web-rendering.md "Data").
  const [session, setSession] = useState(() => ({ token, client: initialClient ?? createGraphqlClient() }));
  if (session.token !== token) setSession({ token, client: createGraphqlClient() });
  // The socket authenticated the previous session; the next subscription reconnects with this one.
  useEffect(() => () => closeSubscriptions(), [token]);
  return <Provider value={session.client}>{children}</Provider>;
}
