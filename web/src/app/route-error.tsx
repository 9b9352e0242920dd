import { useTranslation } from 'react-i18next';

/** Placeholder error pages, replaced by the shell's error page by status (spec §2 Errors and navigation). */
export function NotFoundPage() {
  const { t } = useTranslation();
  return <h1 className="layout-width py-10 text-2xl">{t('errors.noData')}</h1>;
}

export function RouteErrorPage() {
  const { t } = useTranslation();
  return <h1 className="layout-width py-10 text-2xl">{t('errors.sorry')}</h1>;
}
