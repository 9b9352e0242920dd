import { createContext, useCallback, useContext, useLayoutEffect, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

export function formatDocumentTitle(title: string, appName: string): string {
  const text = title.trim();
  return text && text !== appName ? `${text} - ${appName}` : appName;
}

/** The route's title holder a page names itself through (usePageTitle); null outside a route. */
const PageTitleContext = createContext<((title: string | null, error: boolean) => void) | null>(null);

/**
 * Titles the document for one route: the title its page names (usePageTitle: a product's name, a shop's), else the
 * route's own. One holder, so whichever of the two changes last (data arriving, the language, the page) the page's
 * title wins while it names one, and the route's comes back when the page stops naming one (another product opening
 * in the same route). The page's own title is the one the server writes in <head> (app/ssr/head.ts), from the same
 * functions (docs/adr/0019-server-rendering.md, Status and metadata).
 */
export function DocumentTitle({ routeTitle, children }: { routeTitle: string; children: ReactNode }) {
  const { t } = useTranslation();
  const appName = t('app.name');
  // [the page's title, an error page's inside it]: the error's wins, as on the server (a shop's page past its last
  // shows the error page inside the shop, whose own title is named after it, by the page around it).
  const named = useRef<[string | null, string | null]>([null, null]);
  const apply = useCallback(() => {
    document.title = formatDocumentTitle(named.current[1] ?? named.current[0] ?? routeTitle, appName);
  }, [routeTitle, appName]);
  const name = useCallback(
    (title: string | null, error: boolean) => {
      named.current[+error] = title;
      apply();
    },
    [apply],
  );
  // A layout effect runs after those of the components inside, so the page has named its title by then; and before
  // the browser paints, so the tab never shows the route's title in between.
  useLayoutEffect(apply, [apply]);
  return <PageTitleContext value={name}>{children}</PageTitleContext>;
}

/**
 * For pages: a more specific title than the route's (a product's name), once it is known; null or empty names none.
 * Outside a route (the error page of an unknown path) it titles the document itself. `error`: the error page's title,
 * which wins over the page's around it.
 */
export function usePageTitle(title: string | null | undefined, error = false): void {
  const name = useContext(PageTitleContext);
  const { t } = useTranslation();
  const appName = t('app.name');
  useLayoutEffect(() => {
    if (!title) return undefined;
    if (!name) {
      document.title = formatDocumentTitle(title, appName);
      return undefined;
    }
    name(title, error);
    return () => name(null, error);
  }, [name, title, appName, error]);
}
