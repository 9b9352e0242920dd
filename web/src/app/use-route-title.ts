import { useTranslation } from 'react-i18next';
import { useRouteInfo } from './route-info';

/** The translated title of the deepest matched route. */
export function useRouteTitle(): string {
  const { t } = useTranslation();
  const titleKey = useRouteInfo().at(-1)?.titleKey;
  return titleKey ? t(titleKey as 'app.name') : t('app.name');
}
