import type { ReactNode } from 'react';
import type { Client } from 'urql';
import { AppErrorBoundary } from './error-boundary.tsx';
import { GraphqlProvider } from './graphql-provider.tsx';

/**
 * Providers around the routes. The router is the caller's: BrowserRouter in the browser, StaticRouter
 * on the server (docs/web-rendering.md).
 */
export function App({ children, graphqlClient }: { children: ReactNode; graphqlClient?: Client }) {
  return (
    <AppErrorBoundary>
      <GraphqlProvider initialClient={graphqlClient}>{children}</GraphqlProvider>
    </AppErrorBoundary>
  );
}
