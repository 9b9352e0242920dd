import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { paths } from '../../lib/routing/paths';
import { formatDate } from '../../lib/format/format';
import { useLocale } from '../../lib/routing/use-locale';
import { LINK, LINK_PRIMARY } from '../../components/ui/classes';

type PageKey = 'aboutUs' | 'privacyAgreement' | 'privacyPolicy' | 'returnPolicy';
const SECTIONS = ['s1', 's2', 's3', 's4'] as const;
/** When the texts were last reviewed (backend date format, so formatDate localises it). */
const LAST_UPDATED = '2025-01-01 00:00:00';

/** A static information page (docs/storefront.md, Screens /middlewares/*): title, intro and four sections from the `pages` namespace. */
function StaticPage({ page }: { page: PageKey }) {
  const { t } = useTranslation(['pages', 'common']);
  const { locale } = useLocale();
  const name = t('app.name', { ns: 'common' });
  return (
    <article className="layout-width py-10" aria-labelledby="static-page-title">
      <div className="mx-auto max-w-3xl">
        <h1 id="static-page-title" className="text-3xl font-bold">
          {t(`${page}.title`)}
        </h1>
        <p className="mt-2 text-sm text-base-content/80">{t('updated', { date: formatDate(LAST_UPDATED, locale) })}</p>
        <p className="mt-6 text-lg leading-relaxed">{t(`${page}.intro`, { name })}</p>
        {SECTIONS.map((section) => (
          <section key={section} className="mt-8" aria-labelledby={`static-${section}`}>
            <h2 id={`static-${section}`} className="text-xl font-semibold">
              {t(`${page}.${section}.heading`)}
            </h2>
            <p className="mt-2 leading-relaxed text-base-content/90">{t(`${page}.${section}.body`, { name })}</p>
          </section>
        ))}
      </div>
    </article>
  );
}

/**
 * What "Merchant login" opens on a deployment without a merchant admin to link to (the mock's config.json points the
 * link here): on a real one it is the merchant admin, the shops' own back office, at config.json's merchantAdminUrl.
 */
export function MerchantAdminPage() {
  const { t } = useTranslation(['pages', 'common']);
  const { to } = useLocale();
  const name = t('app.name', { ns: 'common' });
  return (
    <article className="layout-width py-10" aria-labelledby="static-page-title">
      <div className="mx-auto max-w-3xl space-y-4">
        <h1 id="static-page-title" className="text-3xl font-bold">
          {t('merchantAdmin.title')}
        </h1>
        <p className="text-lg leading-relaxed">{t('merchantAdmin.real', { name })}</p>
        <p className="leading-relaxed text-base-content/90">{t('merchantAdmin.demo')}</p>
        <p>
          <Link className={`${LINK} ${LINK_PRIMARY}`} to={to(paths.merchantSettled())}>
            {t('merchantAdmin.apply')}
          </Link>
        </p>
      </div>
    </article>
  );
}

export const AboutUsPage = () => <StaticPage page="aboutUs" />;
export const PrivacyAgreementPage = () => <StaticPage page="privacyAgreement" />;
export const PrivacyPolicyPage = () => <StaticPage page="privacyPolicy" />;
export const ReturnPolicyPage = () => <StaticPage page="returnPolicy" />;
