import type { Banner } from '@contract';
import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { LazyImage } from '../../../components/catalog/lazy-image';
import { useAdoptingServerMarkup } from '../../../lib/react/render-status';
import { BannerLink } from './banner-link';
import { BTN, BTN_CIRCLE, BTN_XS } from '../../../components/ui/classes';

const INTERVAL_MS = 5000;

function prefersReducedMotion(): boolean {
  return (
    typeof window !== 'undefined' &&
    typeof window.matchMedia === 'function' &&
    window.matchMedia('(prefers-reduced-motion: reduce)').matches
  );
}

/**
 * The home banners (WAI-ARIA carousel pattern): auto-rotates every 5 s unless paused, hovered or focused, or the
 * user prefers reduced motion; previous/next/pause buttons, a picker per slide, and the arrow keys on any of those controls.
 * The pickers are one Tab stop (the current one; the arrows move along them) and each is a 24x24 px target (WCAG 2.5.8).
 */
export function BannerCarousel({ banners, ratio = '960 / 400' }: { banners: readonly Banner[]; ratio?: string }) {
  const { t } = useTranslation('products');
  const [index, setIndex] = useState(0);
  // The server cannot know the shopper's motion preference: its render and the client's render that adopts it
  // (docs/adr/0019-server-rendering.md) both play, and a shopper who prefers reduced motion finds it paused right
  // after; reading the preference in the first render made their page differ from the server's markup.
  const adopting = useAdoptingServerMarkup();
  const [chosen, setPlaying] = useState<boolean | null>(null);
  const playing = chosen ?? (adopting || !prefersReducedMotion());
  const [held, setHeld] = useState(false);
  const dots = useRef<(HTMLButtonElement | null)[]>([]);
  const count = banners.length;
  const rotating = playing && !held && count > 1;

  useEffect(() => {
    if (!rotating) return;
    const timer = window.setInterval(() => setIndex((i) => (i + 1) % count), INTERVAL_MS);
    return () => window.clearInterval(timer);
  }, [rotating, count]);

  if (count === 0) return null;
  const current = index % count;
  const go = (next: number) => setIndex((next + count) % count);
  const onKey = (event: KeyboardEvent<HTMLElement>) => {
    let next: number;
    if (event.key === 'ArrowLeft') next = current - 1;
    else if (event.key === 'ArrowRight') next = current + 1;
    else return;
    event.preventDefault();
    go(next);
    // On a picker, focus follows the slide (roving Tab stop).
    if (event.currentTarget.dataset.picker !== undefined) dots.current[(next + count) % count]?.focus();
  };

  return (
    <section
      aria-roledescription={t('carousel.roleDescription')}
      aria-label={t('carousel.label')}
      className="relative"
      onMouseEnter={() => setHeld(true)}
      onMouseLeave={() => setHeld(false)}
      onFocus={() => setHeld(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setHeld(false);
      }}
    >
      <div aria-live={rotating ? 'off' : 'polite'} className="relative overflow-hidden rounded-box" style={{ aspectRatio: ratio }}>
        {banners.map((banner, i) => (
          <div
            key={banner.id}
            role="group"
            aria-roledescription={t('carousel.slide')}
            aria-label={t('carousel.slideOf', { index: i + 1, count })}
            hidden={i !== current}
            className="absolute inset-0"
          >
            <BannerLink url={banner.url} label={banner.name || t('carousel.slideOf', { index: i + 1, count })} className="block h-full">
              <LazyImage src={banner.pic} alt={banner.name ?? ''} ratio={ratio} eager={i === 0} />
            </BannerLink>
          </div>
        ))}
      </div>
      {count > 1 ? (
        <div className="absolute inset-x-0 bottom-2 flex items-center justify-center gap-2">
          <button
            type="button"
            onKeyDown={onKey}
            className={`${BTN} ${BTN_CIRCLE} bg-base-100/90 ${BTN_XS}`}
            onClick={() => go(current - 1)}
            aria-label={t('carousel.previous')}
          >
            ‹
          </button>
          <button
            type="button"
            onKeyDown={onKey}
            className={`${BTN} ${BTN_CIRCLE} bg-base-100/90 ${BTN_XS}`}
            onClick={() => setPlaying(!playing)}
            aria-label={playing ? t('carousel.pause') : t('carousel.play')}
          >
            <span aria-hidden="true">{playing ? '❚❚' : '▶'}</span>
          </button>
          <div className="flex rounded-full bg-base-100/80 px-1">
            {banners.map((banner, i) => (
              <button
                key={banner.id}
                ref={(node) => {
                  dots.current[i] = node;
                }}
                type="button"
                data-picker=""
                tabIndex={i === current ? 0 : -1}
                className="flex h-6 w-6 items-center justify-center rounded-full"
                aria-label={t('carousel.show', { index: i + 1, count })}
                aria-current={i === current ? 'true' : undefined}
                onClick={() => go(i)}
                onKeyDown={onKey}
              >
                <span aria-hidden="true" className={`h-3 w-3 rounded-full ${i === current ? 'bg-primary' : 'bg-base-content/40'}`} />
              </button>
            ))}
          </div>
          <button
            type="button"
            onKeyDown={onKey}
            className={`${BTN} ${BTN_CIRCLE} bg-base-100/90 ${BTN_XS}`}
            onClick={() => go(current + 1)}
            aria-label={t('carousel.next')}
          >
            ›
          </button>
        </div>
      ) : null}
    </section>
  );
}
