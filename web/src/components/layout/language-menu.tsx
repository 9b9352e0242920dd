import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router-dom';
import { setCookie } from '../../lib/api/cookies';
import { changeLocale } from '../../lib/i18n/i18n';
import { LOCALE_COOKIE, LOCALE_NAMES, LOCALES, type Locale } from '../../lib/i18n/locales';
import { useLocale } from '../../lib/routing/use-locale';
import { Dropdown, MenuList } from '../ui/dropdown';
import { ChevronDownIcon, GlobeIcon } from './icons';
import { pathForLocale } from './locale-switch';

const LOCALE_COOKIE_MAX_AGE = 365 * 24 * 3600;

/** Each language named in itself; choosing one keeps the page (same path under the new prefix) and the cookie. */
export function LanguageMenu() {
  const { t } = useTranslation();
  const { locale } = useLocale();
  const location = useLocation();
  const navigate = useNavigate();

  const choose = async (target: Locale) => {
    setCookie(LOCALE_COOKIE, target, { maxAgeSeconds: LOCALE_COOKIE_MAX_AGE });
    // Load the catalogs first so the new page does not flash in the old language.
    try {
      await changeLocale(target);
    } catch {
      // A catalog chunk failed to load: go anyway; the layout retries for the URL's locale.
    }
    await navigate(pathForLocale(location, target));
  };

  return (
    <Dropdown
      alignEnd
      openOnHover
      triggerClassName="flex items-center gap-1 px-1 py-1 hover:text-primary"
      trigger={
        <>
          <GlobeIcon className="h-4 w-4" />
          <span className="sr-only">{t('header.language')}: </span>
          <span lang={locale}>{LOCALE_NAMES[locale]}</span>
          <ChevronDownIcon className="h-3 w-3" />
        </>
      }
      panelClassName="w-40"
    >
      {(close) => (
        <MenuList label={t('header.language')}>
          {LOCALES.map((code) => (
            <li key={code}>
              <button
                type="button"
                lang={code}
                aria-current={code === locale ? 'true' : undefined}
                className={code === locale ? 'font-semibold text-primary' : ''}
                onClick={() => {
                  close();
                  void choose(code);
                }}
              >
                {LOCALE_NAMES[code]}
              </button>
            </li>
          ))}
        </MenuList>
      )}
    </Dropdown>
  );
}
