import { useTranslation } from 'react-i18next';
import { useRouteTitle } from '../use-route-title';

/** A route whose screen belongs to a later issue: its title inside the page frame, nothing that pretends to work. */
export default function PlaceholderPage() {
  const { t } = useTranslation();
  const title = useRouteTitle();
  return (
    <section className="layout-width py-10">
      <h1 className="text-2xl font-semibold">{title}</h1>
      <p className="mt-4 text-base-content/70">{t('placeholder.comingSoon')}</p>
    </section>
  );
}
