import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { buttonClass } from '../../../components/ui/button';
import { isApiError } from '../../../lib/api/api-errors';
import { useLocale } from '../../../lib/routing/use-locale';
import { orderListPath } from '../order-params';

/**
 * The backend answers an unknown order number, and another user's, with an application error (code 500 "order
 * does not exist"; 404 from some paths): the order cannot be viewed. Network trouble and login are not that.
 */
export function isMissingOrderError(error: unknown): boolean {
  return isApiError(error) && error.kind === 'app' && !error.isLoginRequired && (error.code === 404 || error.code === 500);
}

/** docs/storefront.md, Errors "cannot view the missing order number": no number, a malformed one, or no such order of this user. */
export function MissingOrder({ detail }: { detail?: string }) {
  const { t } = useTranslation('orders');
  const { to } = useLocale();
  return (
    <div className="rounded-box border border-base-200 px-6 py-14 text-center">
      <h2 className="text-xl font-semibold">{t('detail.missing.title')}</h2>
      <p className="mt-2 text-base-content/70">{t('detail.missing.text')}</p>
      {detail ? <p className="mt-1 text-sm text-base-content/70">{detail}</p> : null}
      <Link to={to(orderListPath())} className={buttonClass('primary', 'sm', 'mt-6')}>
        {t('detail.missing.back')}
      </Link>
    </div>
  );
}
