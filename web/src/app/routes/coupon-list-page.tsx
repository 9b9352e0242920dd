import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { AccountFrame } from '../../components/layout/account-frame';
import { TabList } from '../../components/ui/tab-list';
import { CouponCenter } from '../../features/coupons/components/coupon-center';
import { MyCoupons } from '../../features/coupons/components/my-coupons';
import { couponSearch, readCouponParams, type CouponPageState } from '../../features/coupons/coupon-params';
import { useLocale } from '../../lib/routing/use-locale';
import { paths } from '../../lib/routing/paths';
import { BTN, BTN_GHOST, BTN_PRIMARY, BTN_SM } from '../../components/ui/classes';

/** Links that switch a filter of the page state; the current one is marked for assistive tech and by style. */
function SwitchLinks({
  label,
  items,
}: {
  label: string;
  items: { key: string; text: string; state: CouponPageState; current: boolean }[];
}) {
  const { to } = useLocale();
  return (
    <nav aria-label={label}>
      <ul className="flex gap-2">
        {items.map((item) => (
          <li key={item.key}>
            <Link
              to={to(paths.couponList(couponSearch(item.state)))}
              aria-current={item.current ? 'page' : undefined}
              className={`${BTN} ${BTN_SM} ${item.current ? BTN_PRIMARY : BTN_GHOST}`}
            >
              {item.text}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/**
 * /users/coupon_list — my coupons (usable, used and expired) and the coupon centre (shop, product, platform), as two
 * tabs of the shared TabList (the view stays in the URL).
 */
export default function CouponListPage() {
  const { t } = useTranslation('coupons');
  const [search] = useSearchParams();
  const state = readCouponParams(search);
  const first = { ...state, page: 1 };
  const navigate = useNavigate();
  const { to } = useLocale();
  const views = ['mine', 'center'] as const;

  return (
    <AccountFrame title={t('title')}>
      <TabList
        tabs={views}
        current={state.view}
        label={t('views')}
        tabLabel={(view) => (view === 'mine' ? t('mine.title') : t('center.title'))}
        onSelect={(view) => void navigate(to(paths.couponList(couponSearch({ ...first, view }))))}
      >
        <div className="space-y-4">
          {state.view === 'mine' ? (
            <>
              <SwitchLinks
                label={t('mine.filter')}
                items={[
                  { key: 'usable', text: t('mine.usable'), state: { ...first, held: 'usable' }, current: state.held === 'usable' },
                  { key: 'unusable', text: t('mine.unusable'), state: { ...first, held: 'unusable' }, current: state.held === 'unusable' },
                ]}
              />
              <MyCoupons state={state} />
            </>
          ) : (
            <>
              <SwitchLinks
                label={t('center.filter')}
                items={([1, 2, 3] as const).map((kind) => ({
                  key: String(kind),
                  text: t(`center.kind${kind}`),
                  state: { ...first, kind },
                  current: state.kind === kind,
                }))}
              />
              <CouponCenter state={state} />
            </>
          )}
        </div>
      </TabList>
    </AccountFrame>
  );
}
