import type { QueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { BrowserRouter } from 'react-router-dom';
import { AppProviders } from './providers';
import { RouteErrorBoundary } from './route-error-boundary';
import { RouteErrorPage } from './route-error';
import { AppRoutes } from './router';

export function App({ queryClient }: { queryClient?: QueryClient }) {
  // The page answers input from here on: a page rendered on the server shows its buttons before the app has taken
  // them over (docs/adr/0019-server-rendering.md). The e2e fixtures wait for this before acting.
  useEffect(() => {
    document.documentElement.dataset.app = 'ready';
  }, []);
  return (
    <AppProviders queryClient={queryClient}>
      {/* Location changes are not wrapped in startTransition: a sign-out's navigation must land before the guard
          sees the session end (docs/adr/0012). */}
      <BrowserRouter useTransitions={false}>
        {/* The frame itself failing: a bare frame around the error page. */}
        <RouteErrorBoundary fallback={(error) => <RouteErrorPage error={error} bare />}>
          <AppRoutes />
        </RouteErrorBoundary>
      </BrowserRouter>
    </AppProviders>
  );
}
