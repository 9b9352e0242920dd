import { lazy, Suspense, useCallback, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useLocale } from '../../lib/routing/use-locale';
import { ArrowUpIcon, HeadsetIcon, StoreIcon } from './later-icons';
import { paths } from '../../lib/routing/paths';

// The contact panel is opened by few visitors: load it on demand.
const ContactPanel = lazy(() => import('./contact-panel'));

// Inside the page's right margin (styles.css, --page-gutter): icons only below 1366 px, labelled from 1366 px. The
// label stays the item's accessible name either way.
const itemClass =
  'flex w-11 min-[1366px]:w-16 flex-col items-center gap-1 px-1 py-2.5 text-center text-xs leading-tight text-base-content hover:bg-primary hover:text-primary-content focus-visible:bg-primary focus-visible:text-primary-content';

/** The floating side window (docs/storefront.md, Screens): customer service, merchant settle-in, back to top. */
export function SideWindow() {
  const { t } = useTranslation();
  const { to } = useLocale();
  const [contactOpen, setContactOpen] = useState(false);
  const panelId = useId();
  const serviceButton = useRef<HTMLButtonElement>(null);
  const closeContact = useCallback(() => {
    setContactOpen(false);
    serviceButton.current?.focus();
  }, []);

  return (
    <aside aria-label={t('sideWindow.label')} className="fixed right-2 bottom-24 z-30">
      <ul className="divide-y divide-base-300 overflow-hidden rounded-box border border-base-300 bg-base-100 shadow-md">
        <li>
          <button
            ref={serviceButton}
            type="button"
            className={itemClass}
            aria-expanded={contactOpen}
            aria-controls={panelId}
            onClick={() => setContactOpen((value) => !value)}
          >
            <HeadsetIcon className="h-5 w-5" />
            <span className="sr-only min-[1366px]:not-sr-only">{t('sideWindow.service')}</span>
          </button>
          {/* Right after its button so Tab goes from the button into the panel. */}
          <div id={panelId} hidden={!contactOpen} className="absolute right-full bottom-0 mr-3">
            {contactOpen ? (
              <Suspense
                fallback={<p className="w-64 rounded-box border border-base-300 bg-base-100 p-4 text-sm shadow-lg">{t('app.loading')}</p>}
              >
                <ContactPanel onClose={closeContact} />
              </Suspense>
            ) : null}
          </div>
        </li>
        <li>
          <Link to={to(paths.merchantSettled())} className={itemClass}>
            <StoreIcon className="h-5 w-5" />
            <span className="sr-only min-[1366px]:not-sr-only">{t('sideWindow.settleIn')}</span>
          </Link>
        </li>
        <li>
          <button type="button" className={itemClass} onClick={() => window.scrollTo({ top: 0, behavior: 'smooth' })}>
            <ArrowUpIcon className="h-5 w-5" />
            <span className="sr-only min-[1366px]:not-sr-only">{t('sideWindow.backToTop')}</span>
          </button>
        </li>
      </ul>
    </aside>
  );
}
