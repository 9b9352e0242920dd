import { useEffect, useLayoutEffect } from 'react';
import { useTranslation } from 'react-i18next';

export function formatDocumentTitle(title: string, appName: string): string {
  const text = title.trim();
  return text && text !== appName ? `${text} - ${appName}` : appName;
}

/**
 * The layout sets the route's title in a layout effect, which runs before any page's passive effect, so a page
 * that knows better (a product name) can still override it with usePageTitle.
 */
export function useRouteDocumentTitle(title: string): void {
  const { t } = useTranslation();
  const appName = t('app.name');
  useLayoutEffect(() => {
    document.title = formatDocumentTitle(title, appName);
  }, [title, appName]);
}

/** For pages: a more specific title than the route's (e.g. the product name), once it is known. */
export function usePageTitle(title: string | null | undefined): void {
  const { t } = useTranslation();
  const appName = t('app.name');
  useEffect(() => {
    if (title) document.title = formatDocumentTitle(title, appName);
  }, [title, appName]);
}
