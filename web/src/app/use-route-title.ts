import { useMatches } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import type { RouteHandle } from './router';

/** The translated title of the deepest matched route (its handle's titleKey). */
export function useRouteTitle(): string {
  const { t } = useTranslation();
  const matches = useMatches();
  for (let i = matches.length - 1; i >= 0; i -= 1) {
    const handle = matches[i]?.handle as RouteHandle | undefined;
    if (handle?.titleKey) return t(handle.titleKey as 'app.name');
  }
  return t('app.name');
}
