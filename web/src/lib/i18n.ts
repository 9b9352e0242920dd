import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { DEFAULT_LOCALE, LOCALES, type Locale } from './locales';

/**
 * Catalogs live in locales/<lng>/<namespace>.json, one namespace per feature; English is the typed source of
 * truth (i18next.d.ts). Every file is its own lazy chunk, so a page loads only its language.
 */
const catalogs = import.meta.glob<{ default: Record<string, unknown> }>('../locales/*/*.json');

function namespacesOf(locale: Locale): string[] {
  const prefix = `../locales/${locale}/`;
  return Object.keys(catalogs)
    .filter((key) => key.startsWith(prefix))
    .map((key) => key.slice(prefix.length, -'.json'.length));
}

export const NAMESPACES = namespacesOf(DEFAULT_LOCALE);

async function loadLocale(locale: Locale): Promise<void> {
  await Promise.all(
    namespacesOf(locale).map(async (ns) => {
      if (i18next.hasResourceBundle(locale, ns)) return;
      const loader = catalogs[`../locales/${locale}/${ns}.json`];
      if (!loader) return;
      const module = await loader();
      i18next.addResourceBundle(locale, ns, module.default, true, true);
    }),
  );
}

export const i18n = i18next;

export async function initI18n(locale: Locale): Promise<void> {
  if (!i18next.isInitialized) {
    await i18next.use(initReactI18next).init({
      lng: locale,
      fallbackLng: DEFAULT_LOCALE,
      supportedLngs: [...LOCALES],
      ns: NAMESPACES,
      defaultNS: 'common',
      resources: {},
      partialBundledLanguages: true,
      interpolation: { escapeValue: false },
      returnNull: false,
    });
  }
  await loadLocale(DEFAULT_LOCALE);
  await changeLocale(locale);
}

export async function changeLocale(locale: Locale): Promise<void> {
  await loadLocale(locale);
  await i18next.changeLanguage(locale);
  document.documentElement.lang = locale;
}
