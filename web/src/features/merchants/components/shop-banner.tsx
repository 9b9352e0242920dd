import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LazyImage } from '../../../components/catalog/lazy-image';
import { parseImageList } from '../shop-params';

/**
 * The shop's PC banners (pcBanner, a JSON array in a string). No auto-advance: moving content that cannot be
 * paused fails WCAG 2.2.2, and a shop home has few banners; buttons pick one instead. Hidden when none parse. 20:3, so
 * the first row of the shop's goods shows in a 1366 x 900 window.
 */
export function ShopBanner({ pcBanner }: { pcBanner: string | null }) {
  const { t } = useTranslation('merchants');
  const banners = parseImageList(pcBanner);
  const [chosen, setChosen] = useState(0);
  const index = Math.min(chosen, Math.max(0, banners.length - 1));
  const current = banners[index];
  if (!current) return null;
  return (
    <section aria-label={t('banner.label')} className="relative">
      <LazyImage
        src={current}
        alt={t('banner.image', { index: index + 1, count: banners.length })}
        ratio="1200 / 180"
        className="rounded-box"
        eager
      />
      {banners.length > 1 ? (
        <div className="absolute inset-x-0 bottom-3 flex justify-center gap-2">
          {banners.map((url, i) => (
            <button
              key={url}
              type="button"
              aria-label={t('banner.show', { index: i + 1, count: banners.length })}
              aria-pressed={i === index}
              onClick={() => setChosen(i)}
              className="flex h-6 w-6 items-center justify-center"
            >
              <span
                aria-hidden="true"
                className={`h-3 w-3 rounded-full border border-base-100 ${i === index ? 'bg-primary' : 'bg-base-100/70'}`}
              />
            </button>
          ))}
        </div>
      ) : null}
    </section>
  );
}
