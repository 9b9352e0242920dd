import { useQuery } from '@tanstack/react-query';
import { deferredPart } from '../../lib/react/deferred-part';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { cartCountQueryOptions } from '../../shell/cart-count';
import { homePcIndexQueryOptions } from '../../shell/home-pc-index';
import { emitAppEvent, toast } from '../../lib/app-events';
import { assetUrl } from '../../lib/asset-url';
import { getConfig } from '../../lib/config';
import { useLocale } from '../../lib/routing/use-locale';
import { useLoggedIn } from '../../lib/react/use-session';
import { Badge } from '../ui/badge';
import { Avatar } from './avatar';
import { CategoryFlyout } from './category-flyout';
import { CartIcon, ExternalIcon } from './icons';
import { LanguageMenu } from './language-menu';
import { SearchBox } from './search-box';
import { useScrolledPast } from './use-scrolled-past';
import { paths } from '../../lib/routing/paths';

// Guests (most first visits) never need the account dropdown: keep it out of the first load. No Suspense boundary
// (docs/adr/0018): the avatar holds its place while the code arrives, and the page's reveal does not wait for it.
// After the page has loaded and painted (its slot keeps its size meanwhile): one request fewer before the page's
// content paints (docs/adr/0016-first-load-on-a-phone.md).
const UserMenu = deferredPart(async () => (await import('./user-menu')).UserMenu, {
  placeholder: <Avatar src="" className="h-6 w-6" />,
  afterPageLoad: true,
});

/** docs/storefront.md, States and Limits: the header turns fixed after 120 px of scroll. */
export const FIXED_HEADER_OFFSET = 120;
const MAIN_BAR_HEIGHT = 96;

const linkClass = 'hover:text-primary hover:underline';

/** Browsers have no bookmark API any more: tell the visitor the shortcut (docs/storefront.md, Errors). */
export function bookmarkShortcut(platform: string): string {
  return /mac|iphone|ipad/i.test(platform) ? 'Cmd+D' : 'Ctrl+D';
}

function ExternalLink({ href, children }: { href: string; children: string }) {
  const { t } = useTranslation();
  return (
    <a href={href} target="_blank" rel="noopener noreferrer" className={`inline-flex items-center gap-1 ${linkClass}`}>
      {children}
      <ExternalIcon className="h-3 w-3" />
      <span className="sr-only">{t('common.newTab')}</span>
    </a>
  );
}

function TopBar() {
  const { t } = useTranslation();
  const { to } = useLocale();
  const loggedIn = useLoggedIn();
  const { merchantAdminUrl, mobileMallUrl } = getConfig();

  const collect = () => {
    const platform =
      (navigator as Navigator & { userAgentData?: { platform?: string } }).userAgentData?.platform ?? navigator.platform ?? '';
    toast('info', t('header.bookmarkTip', { keys: bookmarkShortcut(platform) }));
  };

  return (
    // One line per entry in every language: a wrapped "Mes commandes" doubles the bar's height and parts an external
    // link's icon from its text. The widest locales still fit at 1024 px (layout.spec.ts).
    <div data-top-bar="" className="border-b border-base-300 bg-base-200 text-xs whitespace-nowrap">
      <div className="layout-width flex h-9 items-center justify-between gap-3">
        <nav aria-label={t('header.quickLinks')} className="flex items-center gap-3">
          <Link to={to('/')} className={linkClass}>
            {t('header.home')}
          </Link>
          <button type="button" className={linkClass} onClick={collect}>
            {t('header.collectSite')}
          </button>
        </nav>
        <div className="flex items-center gap-3">
          {/* Signed in, the slot keeps the width of the longest name it shows (max-w-32 in user-menu.tsx): the name
              arrives after the first paint, and a growing slot would move the avatar (layout shift). A page from the
              server is rendered for a guest: until the app starts, the session mark keeps that room and hides the
              guest's link (styles.css, SESSION_MARK in lib/api/session.ts). */}
          <div data-session-slot="" className={`flex items-center gap-1.5 ${loggedIn ? 'min-w-48' : ''}`}>
            {loggedIn ? (
              <UserMenu />
            ) : (
              <span data-guest-only="" className="contents">
                <Avatar src="" className="h-5 w-5" />
                <button
                  type="button"
                  className={`font-semibold ${linkClass}`}
                  onClick={() => emitAppEvent('openLogin', { reason: 'user' })}
                >
                  {t('header.signIn')}
                </button>
              </span>
            )}
          </div>
          <nav aria-label={t('header.serviceLinks')}>
            <ul className="flex items-center gap-3">
              <li>
                <Link to={to(paths.orderList())} className={linkClass}>
                  {t('header.myOrders')}
                </Link>
              </li>
              <li>
                <Link to={to(paths.merchantSettled())} className={linkClass}>
                  {t('header.applyMerchant')}
                </Link>
              </li>
              {merchantAdminUrl === paths.merchantAdmin() ? (
                // The mock's config points here: a page of this app that says what a real deployment opens.
                <li>
                  <Link to={to(paths.merchantAdmin())} className={linkClass}>
                    {t('header.merchantLogin')}
                  </Link>
                </li>
              ) : merchantAdminUrl ? (
                <li>
                  <ExternalLink href={merchantAdminUrl}>{t('header.merchantLogin')}</ExternalLink>
                </li>
              ) : null}
              {mobileMallUrl ? (
                <li>
                  <ExternalLink href={mobileMallUrl}>{t('header.mobileMall')}</ExternalLink>
                </li>
              ) : null}
            </ul>
          </nav>
          <LanguageMenu />
        </div>
      </div>
    </div>
  );
}

function CartLink() {
  const { t } = useTranslation();
  const { to } = useLocale();
  const loggedIn = useLoggedIn();
  const cart = useQuery({ ...cartCountQueryOptions(), enabled: loggedIn });
  const count = loggedIn ? (cart.data ?? 0) : 0;
  return (
    <Link
      to={to(paths.shoppingCart())}
      className="relative flex h-11 items-center gap-2 rounded-box border border-base-300 px-4 text-sm hover:border-primary hover:text-primary"
      aria-label={t('header.cartLabel', { count })}
    >
      <CartIcon className="h-5 w-5" />
      <span aria-hidden="true">{t('header.cart')}</span>
      {count > 0 ? (
        <Badge className="absolute -top-2 -right-2">
          <span aria-hidden="true">{count > 99 ? '99+' : count}</span>
        </Badge>
      ) : null}
    </Link>
  );
}

function MainBar() {
  const { t } = useTranslation();
  const { to } = useLocale();
  const index = useQuery(homePcIndexQueryOptions());
  const logo = assetUrl(index.data?.logoUrl);
  return (
    <div className="layout-width flex items-center justify-between gap-8" style={{ height: MAIN_BAR_HEIGHT }}>
      <Link to={to('/')} className="flex h-14 w-52 shrink-0 items-center">
        {logo ? (
          <img src={logo} alt={t('header.logoAlt', { name: t('app.name') })} className="max-h-14 max-w-full object-contain" />
        ) : (
          <span className="text-2xl font-bold text-primary">{t('app.name')}</span>
        )}
      </Link>
      <SearchBox />
      <CartLink />
    </div>
  );
}

/** The page header (docs/storefront.md, Screens Header): top links, logo, search, cart, and the category bar. */
export function Header({ isHome }: { isHome: boolean }) {
  const { t } = useTranslation();
  const { to } = useLocale();
  const fixed = useScrolledPast(FIXED_HEADER_OFFSET);
  return (
    <header>
      <TopBar />
      {/* The spacer keeps the page from jumping up when the bar leaves the flow. */}
      <div style={{ height: fixed ? MAIN_BAR_HEIGHT : undefined }}>
        <div
          // Above the category panel (z-40), which home keeps open below it: the panel scrolls under the bar.
          className={fixed ? 'fixed inset-x-0 top-0 z-50 border-b border-base-300 bg-base-100 shadow-md' : 'bg-base-100'}
          data-fixed={fixed || undefined}
        >
          <MainBar />
        </div>
      </div>
      <div className="border-b-2 border-primary bg-base-100">
        {/* A size container: the category panel sizes itself from the column's width (100cqw). */}
        <div className="layout-width @container flex items-center gap-8">
          <CategoryFlyout alwaysOpen={isHome} />
          <nav aria-label={t('header.mainNav')}>
            <ul className="flex gap-8 text-sm font-semibold">
              <li>
                <Link to={to('/')} className={linkClass}>
                  {t('header.home')}
                </Link>
              </li>
              <li>
                <Link to={to(paths.topOne())} className={linkClass}>
                  {t('routes.topOne')}
                </Link>
              </li>
              <li>
                <Link to={to(paths.merchantStreet())} className={linkClass}>
                  {t('routes.merchantStreet')}
                </Link>
              </li>
            </ul>
          </nav>
        </div>
      </div>
    </header>
  );
}
