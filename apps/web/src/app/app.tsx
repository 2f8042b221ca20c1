import { BrowserRouter } from 'react-router';
import { AppErrorBoundary } from './error-boundary.tsx';
import { GraphqlProvider } from './graphql-provider.tsx';
import { AppRoutes } from './router.tsx';

export function App() {
  return (
    <AppErrorBoundary>
      <GraphqlProvider>
        <BrowserRouter>
          <AppRoutes />
        </BrowserRouter>
      </GraphqlProvider>
    </AppErrorBoundary>
  );
}
