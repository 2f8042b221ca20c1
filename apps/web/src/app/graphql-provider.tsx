import { type ReactNode, useEffect, useState } from 'react';
import { Provider } from 'urql';
import { useSession } from '@/hooks/use-session.ts';
import { closeSubscriptions, createGraphqlClient } from '@/lib/graphql-client.ts';

/** A fresh client (and empty cache) per session, so signing in or out never shows another user's data. */
export function GraphqlProvider({ children }: { children: ReactNode }) {
  const { token } = useSession();
  const [session, setSession] = useState(() => ({ token, client: createGraphqlClient() }));
  if (session.token !== token) setSession({ token, client: createGraphqlClient() });
  // The socket authenticated the previous session; the next subscription reconnects with this one.
  useEffect(() => () => closeSubscriptions(), [token]);
  return <Provider value={session.client}>{children}</Provider>;
}
