import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import { AccountFrame } from '../../components/layout/account-frame';
import { CouponCenter } from '../../features/coupons/components/coupon-center';
import { MyCoupons } from '../../features/coupons/components/my-coupons';
import { couponSearch, readCouponParams, type CouponPageState } from '../../features/coupons/coupon-params';
import { useLocale } from '../../lib/use-locale';

/** Links that switch a part of the page state; the current one is marked for assistive tech and by style. */
function SwitchLinks({ label, items, size }: { label: string; items: { key: string; text: string; state: CouponPageState; current: boolean }[]; size: 'lg' | 'sm' }) {
  const { to } = useLocale();
  return (
    <nav aria-label={label}>
      <ul className={size === 'lg' ? 'tabs tabs-border' : 'flex gap-2'}>
        {items.map((item) => (
          <li key={item.key}>
            <Link
              to={`${to('/users/coupon_list')}${couponSearch(item.state)}`}
              aria-current={item.current ? 'page' : undefined}
              className={size === 'lg' ? `tab ${item.current ? 'tab-active' : ''}` : `btn btn-sm ${item.current ? 'btn-primary' : 'btn-ghost'}`}
            >
              {item.text}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** /users/coupon_list — my coupons (usable, used and expired) and the coupon centre (shop, product, platform). */
export default function CouponListPage() {
  const { t } = useTranslation('coupons');
  const [search] = useSearchParams();
  const state = readCouponParams(search);
  const first = { ...state, page: 1 };

  return (
    <AccountFrame title={t('title')}>
      <div className="space-y-4">
        <SwitchLinks
          label={t('views')}
          size="lg"
          items={[
            { key: 'mine', text: t('mine.title'), state: { ...first, view: 'mine' }, current: state.view === 'mine' },
            { key: 'center', text: t('center.title'), state: { ...first, view: 'center' }, current: state.view === 'center' },
          ]}
        />
        {state.view === 'mine' ? (
          <>
            <SwitchLinks
              label={t('mine.filter')}
              size="sm"
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
              size="sm"
              items={([1, 2, 3] as const).map((kind) => ({ key: String(kind), text: t(`center.kind${kind}`), state: { ...first, kind }, current: state.kind === kind }))}
            />
            <CouponCenter state={state} />
          </>
        )}
      </div>
    </AccountFrame>
  );
}
