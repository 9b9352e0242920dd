import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { ErrorPage } from '../components/layout/error-page';
import { errorServerMessage, errorStatus } from '../components/layout/error-status';
import { isChunkLoadError, isOfflineChunkError, reloadWhenReachable, shouldReloadFor } from '../components/layout/chunk-reload';
import { useLocale } from '../lib/routing/use-locale';

/** An unmatched route, inside the page frame. */
export function NotFoundPage() {
  const { t } = useTranslation();
  return <ErrorPage status={404} message={t('errorPage.pageNotFound')} />;
}

/**
 * A page that failed to render, inside the frame; with `bare`, the frame itself failed, so a bare frame is drawn
 * around the error page. A failed lazy chunk (a deploy replaced it) reloads the page instead, at most once a minute
 * and only once the site answers (components/layout/chunk-reload.ts, reloadWhenReachable); offline, or while the
 * site does not answer, the page says the network is unavailable meanwhile.
 */
export function RouteErrorPage({ error, bare = false }: { error: unknown; bare?: boolean }) {
  const { t } = useTranslation();
  const { to } = useLocale();
  const reloading = shouldReloadFor(error);
  const waitingForNetwork = !reloading && isOfflineChunkError(error);
  // The site did not answer the reload's first request: the connection dropped as the chunk was fetched.
  const [unreachable, setUnreachable] = useState(false);

  useEffect(
    () => (reloading || waitingForNetwork ? reloadWhenReachable(() => setUnreachable(true), reloading) : undefined),
    [reloading, waitingForNetwork],
  );

  const content =
    reloading && !unreachable ? (
      <p className="layout-width py-10">{t('app.loading')}</p>
    ) : (
      // A chunk that still fails after the reload is a connection problem; its raw URL means nothing to a reader.
      <ErrorPage status={errorStatus(error)} message={isChunkLoadError(error) ? t('errors.network') : errorServerMessage(error)} />
    );
  if (!bare) return content;
  return (
    <div className="flex min-h-screen flex-col">
      <header className="border-b border-base-300 bg-base-100">
        <div className="layout-width py-4">
          <Link to={to('/')} className="text-xl font-bold text-primary">
            {t('app.name')}
          </Link>
        </div>
      </header>
      <main id="main" className="flex-1">
        {content}
      </main>
    </div>
  );
}
