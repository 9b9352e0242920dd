import type { Review } from '@contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LazyImage } from '../../../components/catalog/lazy-image';
import { StarRating } from '../../../components/catalog/star-rating';
import { Avatar } from '../../../components/ui/avatar';
import { formatDate, type ZoneOffset } from '../../../lib/format/format';
import { useAdoptingServerMarkup } from '../../../lib/react/render-status';
import { useLocale } from '../../../lib/routing/use-locale';
import { PhotoDialog } from './photo-dialog';

/**
 * The backend's own clock, GMT+8 (docs/backend-wire.md, "Texts inside strings, dates and order numbers"): the day a
 * review was written as the backend wrote it, the same whatever the zone of the server or of the browser.
 */
const BACKEND_CLOCK: ZoneOffset = () => 8 * 60;

export function ReviewItem({ review }: { review: Review }) {
  // A review without photos reads [""] on the real backend (docs/backend-wire.md, reviews).
  const pics = review.pics.filter((pic) => pic.trim() !== '');
  const { t } = useTranslation('products');
  const { locale } = useLocale();
  const [photo, setPhoto] = useState<number | null>(null);
  // The server cannot know the shopper's zone: it writes the backend's day, and so does the render that adopts its
  // markup; the shopper's own day follows right after (docs/adr/0019-server-rendering.md, "What the client adopts").
  const adopting = useAdoptingServerMarkup();
  return (
    <article className="flex gap-4 border-b border-base-200 py-4" aria-label={t('reviews.by', { name: review.nickname })}>
      <div className="w-32 shrink-0 text-sm">
        <Avatar src={review.avatar} size="sm" className="mb-1" />
        <p className="truncate font-medium">{review.nickname}</p>
      </div>
      <div className="min-w-0 flex-1 space-y-2">
        <div className="flex flex-wrap items-center gap-3 text-sm text-base-content/70">
          <StarRating value={review.star} />
          <time dateTime={review.createTime.replace(' ', 'T')}>
            {formatDate(review.createTime, locale, false, adopting ? BACKEND_CLOCK : undefined)}
          </time>
          {review.sku ? <span>{t('reviews.sku', { sku: review.sku })}</span> : null}
        </div>
        <p>{review.comment}</p>
        {pics.length > 0 ? (
          <ul className="flex gap-2" aria-label={t('reviews.photos')}>
            {pics.map((pic, i) => (
              <li key={pic}>
                <button
                  type="button"
                  className="block w-20 overflow-hidden rounded focus-visible:outline-2 focus-visible:outline-primary"
                  aria-label={t('reviews.openPhoto', { index: i + 1, count: pics.length })}
                  onClick={() => setPhoto(i)}
                >
                  <LazyImage src={pic} alt="" ratio="1 / 1" />
                </button>
              </li>
            ))}
          </ul>
        ) : null}
        {review.merchantReplyContent ? (
          <p className="rounded bg-base-200 p-2 text-sm">
            <span className="font-semibold">{t('reviews.merchantReply')}</span> {review.merchantReplyContent}
          </p>
        ) : null}
      </div>
      {pics.length > 0 ? <PhotoDialog photos={pics} index={photo} onIndexChange={setPhoto} onClose={() => setPhoto(null)} /> : null}
    </article>
  );
}
