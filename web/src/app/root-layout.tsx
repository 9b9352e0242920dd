import { Suspense, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useLocation, useNavigationType } from 'react-router-dom';
import { CurrencySymbolProvider } from '../components/catalog/currency-symbol';
import { Header } from '../components/layout/header';
import { ProgressBar } from '../components/layout/progress-bar';
import { Toaster } from '../components/layout/toaster';
import { useDropUserDataOnSignOut, useLocaleSync, useSessionRecheckOnFocus, useTokenCheck } from '../components/layout/use-shell-effects';
import { LoginModalHost } from '../features/auth/components/login-modal-host';
import { deferredPart } from '../lib/react/deferred-part';
import { useLocale } from '../lib/routing/use-locale';
import { wantsKeptScroll } from '../lib/routing/scroll';
import { RouteErrorPage } from './route-error';
import { RouteErrorBoundary } from './route-error-boundary';
import { useRouteFocus } from './use-route-focus';

// Neither is in view when a page first paints (the footer sits below the content, the side window floats in a
// corner), so their code loads once the first document has loaded instead of in the first load, and without a
// Suspense boundary that would hold the page's own reveal back (docs/adr/0018). The footer is part of the page a
// crawler reads (its policy links): the server renders it and the client keeps that markup until its code is there
// (docs/adr/0019-server-rendering.md, "Deferred parts").
const Footer = deferredPart(async () => (await import('../components/layout/footer')).Footer, { afterPageLoad: true, onServer: true });
const SideWindow = deferredPart(async () => (await import('../components/layout/side-window')).SideWindow, { afterPageLoad: true });

/** New pages start at the top; back and forward leave the browser's own restoration alone. */
function useScrollToTop(): void {
  const location = useLocation();
  const navigationType = useNavigationType();
  useEffect(() => {
    if (navigationType === 'POP' || wantsKeptScroll(location.state)) return;
    window.scrollTo(0, 0);
  }, [location.key, location.state, navigationType]);
}

/** The page frame: header, category flyout, footer, side window, progress bar and toasts around the outlet. */
export function RootLayout() {
  const { t } = useTranslation();
  const { locale, path } = useLocale();
  const location = useLocation();
  useLocaleSync(locale);
  useScrollToTop();
  useRouteFocus('main');
  useTokenCheck();
  useDropUserDataOnSignOut();
  useSessionRecheckOnFocus();

  return (
    <CurrencySymbolProvider>
      <div className="flex min-h-screen flex-col">
        <a
          href="#main"
          className="sr-only focus:not-sr-only focus:absolute focus:top-2 focus:left-2 focus:z-[120] focus:rounded focus:bg-base-100 focus:px-3 focus:py-2 focus:shadow"
        >
          {t('app.skipToContent')}
        </a>
        <ProgressBar />
        <Header isHome={path === '/'} />
        {/* At least a screen high: the lazily loaded footer starts below the fold, so content arriving above it while
          the page loads never moves it on screen (no layout shift, docs/adr/0012). */}
        <main id="main" tabIndex={-1} className="min-h-screen flex-1 focus:outline-none">
          <Suspense fallback={<p className="layout-width py-10">{t('app.loading')}</p>}>
            <RouteErrorBoundary resetKey={location.pathname} fallback={(error) => <RouteErrorPage error={error} />}>
              <Outlet />
            </RouteErrorBoundary>
          </Suspense>
        </main>
        <Footer />
        <SideWindow />
        <Toaster />
        <LoginModalHost />
      </div>
    </CurrencySymbolProvider>
  );
}
