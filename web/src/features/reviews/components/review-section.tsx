import { useQuery } from '@tanstack/react-query';
import { useId, useRef, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import { Pagination } from '../../../components/catalog/pagination';
import { StarRating } from '../../../components/catalog/star-rating';
import { reviewsConfigQueryOptions } from '../api/reviews-config';
import { reviewsListQueryOptions } from '../api/reviews-list';
import { goodRate, nextTab, REVIEW_TABS, tabCount } from '../review-tabs';
import { REVIEW_PAGE_PARAM as PAGE_PARAM, REVIEW_TYPE_PARAM as TYPE_PARAM, reviewAddress, type ReviewType } from '../review-address';
import { ReviewItem } from './review-item';
import { KEEP_SCROLL } from '../../../lib/routing/scroll';
import { useAdoptingServerMarkup } from '../../../lib/react/render-status';
import { ErrorBlock } from '../../../components/ui/query-state';
import { LINK } from '../../../components/ui/classes';

/** Summary, tabs all/good/medium/bad with counts, and the paged list. Tab and page live in the URL. */
export function ReviewSection({ productId }: { productId: number }) {
  const { t } = useTranslation('products');
  const id = useId();
  const [params, setParams] = useSearchParams();
  const { type, page } = reviewAddress(params);
  const config = useQuery(reviewsConfigQueryOptions(productId));
  const list = useQuery(reviewsListQueryOptions(productId, type, page));
  const tabRefs = useRef(new Map<ReviewType, HTMLButtonElement>());
  const rate = goodRate(config.data);
  // Hydrated after the document's load, by which time the server's answers may be stale and refetching: the render
  // that adopts the server's markup says "not busy" as the server did (docs/adr/0019-server-rendering.md).
  const adopting = useAdoptingServerMarkup();

  const hrefFor = (nextType: ReviewType, nextPage: number) => {
    const next = new URLSearchParams(params);
    if (nextType === 0) next.delete(TYPE_PARAM);
    else next.set(TYPE_PARAM, String(nextType));
    if (nextPage <= 1) next.delete(PAGE_PARAM);
    else next.set(PAGE_PARAM, String(nextPage));
    return next;
  };
  const selectTab = (nextType: ReviewType) => setParams(hrefFor(nextType, 1), { replace: true, state: KEEP_SCROLL });
  const onTabKey = (event: KeyboardEvent<HTMLButtonElement>) => {
    const target = nextTab(type, event.key);
    if (target === null) return;
    event.preventDefault();
    selectTab(target);
    tabRefs.current.get(target)?.focus();
  };

  const panelId = `${id}-panel`;
  return (
    <section aria-labelledby={`${id}-title`} className="space-y-4">
      <h2 id={`${id}-title`} className="text-xl font-semibold">
        {t('reviews.title')}
      </h2>
      {config.data ? (
        <div className="flex items-center gap-6 rounded-box bg-base-200 p-4" data-testid="review-summary">
          <p>
            <span className="block text-sm text-base-content/70">{t('reviews.goodRate')}</span>
            <span className="text-3xl font-semibold text-error">{rate === null ? '—' : `${rate}%`}</span>
          </p>
          <p className="flex items-center gap-2">
            <StarRating value={config.data.replyStar} size="md" />
            <span className="text-sm">{t('reviews.total', { count: config.data.sumCount })}</span>
          </p>
        </div>
      ) : null}
      <div role="tablist" aria-label={t('reviews.filter')} className="flex gap-1 border-b border-base-300">
        {REVIEW_TABS.map((tab) => (
          <button
            key={tab.type}
            ref={(node) => {
              if (node) tabRefs.current.set(tab.type, node);
              else tabRefs.current.delete(tab.type);
            }}
            type="button"
            role="tab"
            id={`${id}-tab-${tab.type}`}
            aria-selected={tab.type === type}
            aria-controls={panelId}
            tabIndex={tab.type === type ? 0 : -1}
            className={`-mb-px border-b-2 px-4 py-2 text-sm ${tab.type === type ? 'border-primary font-semibold text-primary' : 'border-transparent text-base-content hover:border-base-300'}`}
            onClick={() => selectTab(tab.type)}
            onKeyDown={onTabKey}
          >
            {t(`reviews.tabs.${tab.key}`, { count: tabCount(config.data, tab.type) })}
          </button>
        ))}
      </div>
      <div role="tabpanel" id={panelId} aria-labelledby={`${id}-tab-${type}`} aria-busy={!adopting && list.isFetching}>
        {list.isError ? (
          <ErrorBlock
            title={t('reviews.loadFailed')}
            retryLabel={t('common.retry')}
            onRetry={() => void list.refetch()}
            layout="inline"
            className="py-6"
          />
        ) : list.data && list.data.list.length === 0 ? (
          page > 1 ? (
            // A page past the last (an old link, fewer reviews since): not "no reviews yet" beside the tab's count.
            <p className="py-6 text-base-content/70">
              {t('reviews.pastLast')}{' '}
              <Link to={{ search: `?${hrefFor(type, 1).toString()}` }} preventScrollReset className={LINK}>
                {t('reviews.firstPage')}
              </Link>
            </p>
          ) : (
            <p className="py-6 text-base-content/70">{t('reviews.empty')}</p>
          )
        ) : (
          list.data?.list.map((review) => <ReviewItem key={review.id} review={review} />)
        )}
        {list.data ? (
          <Pagination
            page={page}
            pages={list.data.pages}
            hrefFor={(n) => ({ search: `?${hrefFor(type, n).toString()}` })}
            label={t('reviews.pagination')}
            preventScrollReset
          />
        ) : null}
      </div>
    </section>
  );
}
