import type { MerchantIndexInfo } from '@contract';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LazyImage } from '../../../components/catalog/lazy-image';
import { StarRating } from '../../../components/catalog/star-rating';
import { ExternalIcon } from '../../../components/layout/icons';
import { normaliseService, serviceHref, type CustomerService } from '../../../components/layout/customer-service';
import { BADGE, BADGE_PRIMARY, BTN, BTN_OUTLINE, BTN_SM } from '../../../components/ui/classes';

interface ShopHeaderProps {
  info: MerchantIndexInfo;
  /** The follow button, placed by the route (favourites feature). */
  followSlot?: ReactNode;
}

/**
 * The shop page header: the shop's PC background image, avatar, name, self-operated badge, star rating, follow
 * button and its own customer-service channel (the shop vocabulary H5/phone/message/email, ADR 0008).
 */
export function ShopHeader({ info, followSlot }: ShopHeaderProps) {
  const { t } = useTranslation('merchants');
  const background = info.pcBackImage || info.backImage;
  const service = normaliseService(info);
  return (
    <header className="overflow-hidden rounded-box border border-base-200 bg-base-100">
      {/* Decorative: the shop is named in the heading below. */}
      {/* A low strip, so the shop's goods start inside a 900 px window (with the banner below, shop-banner.tsx). */}
      <LazyImage src={background} alt="" ratio="1200 / 100" eager />
      <div className="flex items-center gap-4 px-6 py-4">
        <LazyImage src={info.avatar} alt="" ratio="1 / 1" className="-mt-12 w-20 shrink-0 rounded-full border-4 border-base-100" eager />
        <div className="min-w-0 flex-1">
          <div className="flex flex-wrap items-center gap-2">
            <h1 className="truncate text-2xl font-semibold">{info.name}</h1>
            {info.isSelf ? <span className={`${BADGE} ${BADGE_PRIMARY}`}>{t('shop.selfOperated')}</span> : null}
          </div>
          <p className="mt-1 flex items-center gap-2 text-sm">
            <span className="text-base-content/70">{t('shop.rating')}</span>
            <StarRating value={info.starLevel} />
          </p>
        </div>
        {service ? <ServiceContact service={service} /> : null}
        {followSlot ? <div className="flex w-32 shrink-0">{followSlot}</div> : null}
      </div>
    </header>
  );
}

function ServiceContact({ service }: { service: CustomerService }) {
  const { t } = useTranslation('merchants');
  const href = serviceHref(service);
  if (service.kind === 'message' || !href) {
    return (
      <p className="max-w-xs text-sm" data-testid="shop-service">
        <span className="font-semibold">{t('shop.service')}: </span>
        {service.kind === 'message' ? service.text : null}
      </p>
    );
  }
  if (service.kind === 'link') {
    // A short visible label; the accessible name starts with it and says the chat opens in a new tab.
    return (
      <a
        href={href}
        className={`${BTN} shrink-0 ${BTN_OUTLINE} ${BTN_SM}`}
        data-testid="shop-service"
        target="_blank"
        rel="noopener noreferrer"
        aria-label={t('shop.chatShop')}
      >
        {t('shop.chat')}
        <ExternalIcon className="h-3.5 w-3.5" />
      </a>
    );
  }
  return (
    <a href={href} className={`${BTN} shrink-0 ${BTN_OUTLINE} ${BTN_SM}`} data-testid="shop-service">
      {service.kind === 'phone' ? t('shop.callShop', { phone: service.phone }) : t('shop.emailShop', { email: service.email })}
    </a>
  );
}
