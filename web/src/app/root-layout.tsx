import { Suspense } from 'react';
import { Outlet } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { RouteGuard } from './route-guard';

/** The page frame: header, category flyout, footer, side window and progress bar sit around the outlet. */
export function RootLayout() {
  const { t } = useTranslation();
  return (
    <div className="flex min-h-screen flex-col">
      <main id="main" className="flex-1">
        <Suspense fallback={<p className="layout-width py-10">{t('app.loading')}</p>}>
          <RouteGuard>
            <Outlet />
          </RouteGuard>
        </Suspense>
      </main>
    </div>
  );
}
