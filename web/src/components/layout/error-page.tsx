import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useLocale } from '../../lib/routing/use-locale';
import { emitAppEvent } from '../../lib/app-events';
import { useRenderStatus } from '../../lib/react/render-status';
import { Button, buttonClass } from '../ui/button';
import { usePageTitle } from './document-title';
import { errorKind } from './error-status';

export interface ErrorPageProps {
  status: number;
  /** The server's message (or "This page could not be found" for an unmatched route). */
  message?: string;
}

/**
 * The error page by status (docs/storefront.md, Screens Errors), reusable by features, e.g. for an unknown product:
 * `<ErrorPage status={404} message={errorMessage(error)} />`.
 */
export function ErrorPage({ status, message }: ErrorPageProps) {
  const { t } = useTranslation();
  const { to } = useLocale();
  const kind = errorKind(status);
  useRenderStatus(status);
  usePageTitle(t(`errorPage.${kind}`), true);
  const detail = kind === 'badRequest' ? t('errorPage.checkConfig') : kind === 'signIn' ? '' : message?.trim();
  return (
    <section className="layout-width flex flex-col items-center py-20 text-center" aria-labelledby="error-page-title">
      <p className="text-6xl font-bold text-base-content/80" aria-hidden="true">
        {status}
      </p>
      <h1 id="error-page-title" className="mt-4 text-2xl font-semibold">
        {t(`errorPage.${kind}`)}
      </h1>
      {detail ? <p className="mt-3 max-w-xl text-base-content/80">{detail}</p> : null}
      <div className="mt-8 flex gap-3">
        {kind === 'signIn' ? (
          <Button variant="outline" onClick={() => emitAppEvent('openLogin', { reason: 'required' })}>
            {t('header.signIn')}
          </Button>
        ) : null}
        <Link to={to('/')} className={buttonClass('primary')}>
          {t('errorPage.backHome')}
        </Link>
      </div>
    </section>
  );
}
