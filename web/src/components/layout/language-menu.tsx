import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router-dom';
import { changeLocale } from '../../lib/i18n/i18n';
import { LOCALE_NAMES, LOCALES, type Locale } from '../../lib/i18n/locales';
import { rememberLocale } from '../../lib/i18n/remember-locale';
import { useLocale } from '../../lib/routing/use-locale';
import { Dropdown, MenuList } from '../ui/dropdown';
import { ChevronDownIcon, GlobeIcon } from './icons';
import { pathForLocale } from './locale-switch';

/** Each language named in itself; choosing one keeps the page (same path under the new prefix) and the cookie. */
export function LanguageMenu() {
  const { t } = useTranslation();
  const { locale } = useLocale();
  const location = useLocation();
  const navigate = useNavigate();

  const choose = async (target: Locale) => {
    rememberLocale(target);
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
