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
const catalogs = import.meta.glob<{ default: Record<string, unknown> }>('../locales/*/*.json');

const catalogBackend: BackendModule = {
  type: 'backend',
  callbackApi: true,
  init: () => undefined,
  read(language, namespace, callback) {
    const loader = catalogs[`../locales/${language}/${namespace}.json`];
    if (!loader) {
      callback(null, {});
      return;
    }
    loader().then(
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
  document.documentElement.lang = locale;
}
