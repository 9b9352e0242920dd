import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { homeUserMenusQueryOptions } from '../../shell/home-user-menus';
import { userInfoQueryOptions } from '../../shell/user-info';
import { assetUrl } from '../../lib/asset-url';
import { useLocale } from '../../lib/routing/use-locale';
import { Dropdown, MenuDivider, MenuList } from '../ui/dropdown';
import { Avatar } from './avatar';
import { ChevronDownIcon } from './icons';
import { serverMenuItems } from './user-menu-items';
import { paths } from '../../lib/routing/paths';

// The confirmation is only needed when someone logs out: keep it out of the first load.
const LogoutDialog = lazy(() => import('./logout-dialog'));

/** The signed-in user's dropdown (docs/storefront.md, Screens Header). */
export function UserMenu() {
  const { t } = useTranslation();
  const { to } = useLocale();
  const user = useQuery(userInfoQueryOptions());
  const menus = useQuery(homeUserMenusQueryOptions());
  const [confirming, setConfirming] = useState(false);
  const name = user.data?.nickname || t('header.account');
  const serverItems = serverMenuItems(menus.data, (page) => t(`routes.${page}`));

  return (
    <>
      <Dropdown
        alignEnd
        openOnHover
        triggerClassName="flex items-center gap-1.5 px-1 py-1 hover:text-primary"
        trigger={
          <>
            <Avatar src={assetUrl(user.data?.avatar)} className="h-6 w-6" />
            <span className="max-w-32 truncate">{name}</span>
            <ChevronDownIcon className="h-3 w-3" />
          </>
        }
        // The top bar keeps its entries on one line (whitespace-nowrap, header.tsx); the panel's entries (the backend's
        // names, of any length) wrap inside it.
        panelClassName="w-64 whitespace-normal wrap-anywhere"
      >
        {(close) => (
          <>
            <div className="flex items-center gap-3 border-b border-base-300 p-3">
              <Avatar src={assetUrl(user.data?.avatar)} className="h-10 w-10" />
              <div className="min-w-0 text-sm">
                <p className="truncate font-semibold">{name}</p>
                {user.data?.phone ? <p className="truncate text-base-content/80">{user.data.phone}</p> : null}
                {user.data?.email ? <p className="truncate text-base-content/80">{user.data.email}</p> : null}
              </div>
            </div>
            <MenuList label={t('header.account')}>
              <li>
                <Link to={to(paths.orderList())} onClick={close}>
                  {t('header.myOrders')}
                </Link>
              </li>
              <li>
                <Link to={to(paths.refundList())} onClick={close}>
                  {t('header.refunds')}
                </Link>
              </li>
              <li>
                <Link to={to(paths.evaluationList())} onClick={close}>
                  {t('header.reviews')}
                </Link>
              </li>
              <MenuDivider />
              {serverItems.map((item) => (
                <li key={item.key}>
                  {item.target.kind === 'route' ? (
                    <Link to={to(item.target.path)} onClick={close}>
                      {item.label}
                    </Link>
                  ) : (
                    <a href={item.target.href} target="_blank" rel="noopener noreferrer" onClick={close}>
                      {item.label}
                      <span className="sr-only"> {t('common.newTab')}</span>
                    </a>
                  )}
                </li>
              ))}
              <li>
                <button
                  type="button"
                  onClick={() => {
                    close();
                    setConfirming(true);
                  }}
                >
                  {t('header.logout')}
                </button>
              </li>
            </MenuList>
          </>
        )}
      </Dropdown>
      {confirming ? (
        <Suspense fallback={null}>
          <LogoutDialog onClose={() => setConfirming(false)} />
        </Suspense>
      ) : null}
    </>
  );
}
