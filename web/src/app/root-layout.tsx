import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, ScrollRestoration } from 'react-router-dom';
import { Footer } from '../components/layout/footer';
import { Header } from '../components/layout/header';
import { ProgressBar } from '../components/layout/progress-bar';
import { SideWindow } from '../components/layout/side-window';
import { Toaster } from '../components/layout/toaster';
import { useRouteDocumentTitle } from '../components/layout/document-title';
import { useDropUserDataOnSignOut, useLocaleSync, useSessionRecheckOnFocus, useTokenCheck } from '../components/layout/use-shell-effects';
import { LoginModalHost } from '../features/auth/components/login-modal-host';
import { useLocale } from '../lib/use-locale';
import { RouteGuard } from './route-guard';
import { useRouteTitle } from './use-route-title';

/** The page frame: header, category flyout, footer, side window, progress bar and toasts around the outlet. */
export function RootLayout() {
  const { t } = useTranslation();
  const { locale, path } = useLocale();
  const title = useRouteTitle();
  useLocaleSync(locale);
  useRouteDocumentTitle(title);
  useTokenCheck();
  useDropUserDataOnSignOut();
  useSessionRecheckOnFocus();

  return (
    <div className="flex min-h-screen flex-col">
      <a href="#main" className="sr-only focus:not-sr-only focus:absolute focus:top-2 focus:left-2 focus:z-[120] focus:rounded focus:bg-base-100 focus:px-3 focus:py-2 focus:shadow">
        {t('app.skipToContent')}
      </a>
      <ProgressBar />
      <Header isHome={path === '/'} />
      <main id="main" tabIndex={-1} className="flex-1 focus:outline-none">
        <Suspense fallback={<p className="layout-width py-10">{t('app.loading')}</p>}>
          <RouteGuard>
            <Outlet />
          </RouteGuard>
        </Suspense>
      </main>
      <Footer />
      <SideWindow />
      <Toaster />
      <LoginModalHost />
      {/* New pages start at the top; back and forward restore where the reader was. */}
      <ScrollRestoration />
    </div>
  );
}
