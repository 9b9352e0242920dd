import { BrowserRouter } from 'react-router-dom';
import { AppProviders } from './providers';
import { RouteErrorBoundary } from './route-error-boundary';
import { RouteErrorPage } from './route-error';
import { AppRoutes } from './router';

const ROUTER_FUTURE = { v7_startTransition: false, v7_relativeSplatPath: true } as const;

export function App() {
  return (
    <AppProviders>
      {/* v7 behaviour where it differs, stated so React Router 6 does not warn. Location changes are not wrapped in
          startTransition: a sign-out's navigation must land before the guard sees the session end. */}
      <BrowserRouter future={ROUTER_FUTURE}>
        {/* The frame itself failing: a bare frame around the error page. */}
        <RouteErrorBoundary fallback={(error) => <RouteErrorPage error={error} bare />}>
          <AppRoutes />
        </RouteErrorBoundary>
      </BrowserRouter>
    </AppProviders>
  );
}
