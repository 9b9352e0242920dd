import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router-dom';
import { useLocale } from '../../lib/routing/use-locale';
import { paths } from '../../lib/routing/paths';
import { MENU, MENU_ACTIVE, MENU_SM } from '../ui/classes';

type AccountRouteKey =
  | 'orderList'
  | 'refundList'
  | 'evaluationList'
  | 'couponList'
  | 'collectionList'
  | 'userInfo'
  | 'addressList'
  | 'merchantSettled'
  | 'applicationRecord';

const GROUPS: { key: 'orders' | 'assets' | 'settings'; items: { route: AccountRouteKey; path: string }[] }[] = [
  {
    key: 'orders',
    items: [
      { route: 'orderList', path: paths.orderList() },
      { route: 'refundList', path: paths.refundList() },
      { route: 'evaluationList', path: paths.evaluationList() },
    ],
  },
  {
    key: 'assets',
    items: [
      { route: 'couponList', path: paths.couponList() },
      { route: 'collectionList', path: paths.collectionList() },
    ],
  },
  {
    key: 'settings',
    items: [
      { route: 'userInfo', path: paths.userInfo() },
      { route: 'addressList', path: paths.addressList() },
      { route: 'merchantSettled', path: paths.merchantSettled() },
      { route: 'applicationRecord', path: paths.applicationRecord() },
    ],
  },
];

/**
 * The member pages' frame: the account menu on the left (the current page marked with aria-current), the page's
 * heading and content on the right.
 */
export function AccountFrame({ title, actions, children }: { title: string; actions?: ReactNode; children: ReactNode }) {
  const { t } = useTranslation();
  const { to } = useLocale();
  return (
    <div className="layout-width flex items-start gap-6 py-6">
      <nav aria-label={t('account.navLabel')} className="w-48 shrink-0 rounded-box border border-base-200 bg-base-100 p-3">
        {GROUPS.map((group) => (
          <div key={group.key} className="mb-3 last:mb-0">
            <h2 className="px-2 py-1 text-sm font-semibold text-base-content/70">{t(`account.${group.key}`)}</h2>
            <ul className={`${MENU} w-full ${MENU_SM} p-0`}>
              {group.items.map((item) => (
                <li key={item.route}>
                  <NavLink to={to(item.path)} className={({ isActive }) => (isActive ? MENU_ACTIVE : '')}>
                    {t(`routes.${item.route}`)}
                  </NavLink>
                </li>
              ))}
            </ul>
          </div>
        ))}
      </nav>
      <section className="min-w-0 flex-1" aria-labelledby="account-page-title">
        <div className="mb-4 flex items-center justify-between gap-4 border-b border-base-200 pb-3">
          <h1 id="account-page-title" className="text-2xl font-semibold">
            {title}
          </h1>
          {actions}
        </div>
        {children}
      </section>
    </div>
  );
}
