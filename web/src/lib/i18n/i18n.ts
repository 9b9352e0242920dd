import i18next, { type BackendModule } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { DEFAULT_LOCALE, LOCALES, type Locale } from './locales';
import { SHELL_NAMESPACES, type Namespace } from './namespaces';

/**
 * Catalogs live in locales/<lng>/<namespace>.json, one namespace per feature; English is the typed source of
 * truth (i18next.d.ts). Every file is its own lazy chunk, and a page loads only the namespaces it renders
 * (docs/adr/0004): `common` at start, a route's own with its code (route-table.ts `ns`), anything else when a
 * component first asks for it (react-i18next suspends until this backend has read it).
 */
type Catalog = { default: Record<string, unknown> };
/**
 * Under the dev server, in tests and in the server build: the source files. Dropped from the client build, where
 * `DEV` and `SSR` are false (docs/adr/0019-server-rendering.md).
 */
const sources = import.meta.env.DEV || import.meta.env.SSR ? import.meta.glob<Catalog>('../../locales/*/*.json') : null;

/**
 * A catalog's module, or null for one that does not exist. A build has each at a path of its own under
 * `__CATALOG_DIR__` (scripts/vite-plugin-catalogs.ts), so the shell needs no map of their file names.
 */
function loadCatalog(language: string, namespace: string): Promise<Catalog> | null {
  if (sources) return sources[`../../locales/${language}/${namespace}.json`]?.() ?? null;
  // i18next asks only for the app's languages and the namespaces its code names; a word check keeps any other
  // value out of the URL.
  if (!(LOCALES as readonly string[]).includes(language) || !/^\w+$/.test(namespace)) return null;
  return import(/* @vite-ignore */ `${import.meta.env.BASE_URL}${__CATALOG_DIR__}/${language}/${namespace}.js`) as Promise<Catalog>;
}

const catalogBackend: BackendModule = {
  type: 'backend',
  callbackApi: true,
  init: () => undefined,
  read(language, namespace, callback) {
    const loader = loadCatalog(language, namespace);
    if (!loader) {
      callback(null, {});
      return;
    }
    loader.then(
      (module) => callback(null, module.default),
      (error: unknown) => callback(error instanceof Error ? error : new Error(String(error)), false),
    );
  },
};

export const i18n = i18next;

/** Starts i18next in the given language with the shell's namespaces and any the first page needs. */
export async function initI18n(locale: Locale, namespaces: readonly Namespace[] = []): Promise<void> {
  if (!i18next.isInitialized) {
    await i18next
      .use(catalogBackend)
      .use(initReactI18next)
      .init({
        lng: locale,
        fallbackLng: DEFAULT_LOCALE,
        supportedLngs: [...LOCALES],
        ns: [...new Set([...SHELL_NAMESPACES, ...namespaces])],
        defaultNS: 'common',
        interpolation: { escapeValue: false },
        returnNull: false,
      });
  }
  await loadNamespaces(namespaces);
  await changeLocale(locale);
}

/** Loads namespaces in the current language (and English, the fallback); resolves at once when they are there. */
export async function loadNamespaces(namespaces: readonly Namespace[]): Promise<void> {
  if (namespaces.length === 0 || namespaces.every((ns) => i18next.hasLoadedNamespace(ns))) return;
  await i18next.loadNamespaces([...namespaces]);
}

/** Switching language reads every namespace used so far in the new language before the text changes. */
export async function changeLocale(locale: Locale): Promise<void> {
  if (i18next.language !== locale) await i18next.changeLanguage(locale);
  // The server has no document: it writes <html lang> itself.
  if (typeof document !== 'undefined') document.documentElement.lang = locale;
}
