import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { buttonClass } from '../../../components/ui/button';
import { useLocale } from '../../../lib/routing/use-locale';
import { paths } from '../../../lib/routing/paths';

/** The pre-order is gone (expired after 5 minutes, unknown, or someone else's): say so and lead back to the cart. */
export function PreOrderGone() {
  const { t } = useTranslation('checkout');
  const { to } = useLocale();
  return (
    <div role="alert" className="rounded-box border border-base-200 px-6 py-12 text-center">
      <h2 className="text-xl font-semibold">{t('gone.title')}</h2>
      <p className="mt-2 text-base-content/80">{t('gone.text')}</p>
      <Link to={to(paths.shoppingCart())} className={buttonClass('primary', 'md', 'mt-6')}>
        {t('gone.back')}
      </Link>
    </div>
  );
}
