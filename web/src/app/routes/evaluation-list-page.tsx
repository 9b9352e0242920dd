import type { AwaitingReviewLine, WrittenReview } from '@contract';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import { LazyImage } from '../../components/catalog/lazy-image';
import { Pagination } from '../../components/catalog/pagination';
import { OrderLine, ProductLine } from '../../components/catalog/order-line';
import { AccountFrame } from '../../components/layout/account-frame';
import { buttonClass } from '../../components/ui/button';
import { StarRating } from '../../components/catalog/star-rating';
import { reviewsAwaitingListQueryOptions } from '../../features/reviews/api/reviews-awaiting-list';
import { reviewsWrittenListQueryOptions } from '../../features/reviews/api/reviews-written-list';
import { isFeatureMissing } from '../../lib/api/api-errors';
import { formatDate } from '../../lib/format/format';
import { reviewFormPath } from '../../features/reviews/review-write';
import { QueryState, type QueryLike, SkeletonList } from '../../components/ui/query-state';
import { useLocale } from '../../lib/routing/use-locale';
import { paths } from '../../lib/routing/paths';

const parsePage = (value: string | null): number => {
  const n = Number(value);
  return Number.isInteger(n) && n >= 1 && n <= 100000 ? n : 1;
};

/**
 * /users/evaluation_list — two views: the order lines waiting for a review (order/reply/list), each with its review
 * link, and (`?tab=written`) the reviews the shopper wrote (an extension route; the tab is hidden when the backend
 * does not have it, docs/backend-wire.md, reviews).
 */
export default function EvaluationListPage() {
  const { t } = useTranslation('reviews');
  const { t: tc } = useTranslation();
  const { to } = useLocale();
  const [params] = useSearchParams();
  const page = parsePage(params.get('page'));
  const asksWritten = params.get('tab') === 'written';
  // Asked on both views: its answer says whether the backend has the route, so whether the tab shows at all.
  const written = useQuery(reviewsWrittenListQueryOptions(asksWritten ? page : 1));
  const hasWritten = !isFeatureMissing(written.error);
  const tab = asksWritten && hasWritten ? 'written' : 'awaiting';
  const query = useQuery({ ...reviewsAwaitingListQueryOptions(tab === 'awaiting' ? page : 1), enabled: tab === 'awaiting' });

  const tabHref = (next: 'awaiting' | 'written') => to(paths.evaluationList(next === 'written' ? { tab: 'written' } : undefined));

  const hrefFor = (n: number) => {
    const next = new URLSearchParams(params);
    if (n <= 1) next.delete('page');
    else next.set('page', String(n));
    const search = next.toString();
    return { search: search ? `?${search}` : '' };
  };

  return (
    <AccountFrame title={tc('routes.evaluationList')}>
      {hasWritten ? (
        <nav aria-label={t('tabs.label')} className="mb-4">
          <ul className="flex gap-2">
            {(['awaiting', 'written'] as const).map((name) => (
              <li key={name}>
                <Link
                  to={tabHref(name)}
                  aria-current={tab === name ? 'page' : undefined}
                  className={buttonClass(tab === name ? 'primary' : 'ghost', 'sm')}
                >
                  {t(name === 'written' ? 'tabs.written' : 'tabs.awaiting')}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
      {tab === 'written' ? (
        <WrittenReviews query={written} page={page} hrefFor={hrefFor} />
      ) : (
        <>
          <p className="mb-4 text-sm text-base-content/70">{t('list.intro')}</p>
          <QueryState
            query={query}
            skeleton={<SkeletonList label={t('list.loading')} count={3} className="space-y-3" itemClassName="h-28" />}
            layout="page"
            title={t('list.loadFailed')}
            retryLabel={t('list.retry')}
            empty={(data) => data.total === 0}
            emptyContent={
              <div className="py-12 text-center">
                <h2 className="text-lg font-semibold">{t('list.empty')}</h2>
                <p className="mt-2 text-base-content/70">{t('list.emptyHint')}</p>
                <Link to={to(paths.orderList())} className={buttonClass('outline', 'sm', 'mt-4')}>
                  {t('list.toOrders')}
                </Link>
              </div>
            }
          >
            {(data) => (
              <>
                <ul className="space-y-3" aria-busy={query.isFetching || undefined}>
                  {data.list.map((line) => (
                    <WaitingLineCard key={`${line.merOrderNo}-${line.id}`} line={line} />
                  ))}
                </ul>
                <div className="mt-6">
                  <Pagination page={page} pages={data.pages} hrefFor={hrefFor} label={t('list.pagination')} />
                </div>
              </>
            )}
          </QueryState>
        </>
      )}
    </AccountFrame>
  );
}

/** What the written list reads of its query (QueryState's part, and whether a page is being fetched). */
type WrittenQuery = QueryLike<{ total: number; pages: number; list: WrittenReview[] }> & { isFetching: boolean };

function WrittenReviews({ query, page, hrefFor }: { query: WrittenQuery; page: number; hrefFor: (n: number) => { search: string } }) {
  const { t } = useTranslation('reviews');
  return (
    <QueryState
      query={query}
      skeleton={<SkeletonList label={t('written.loading')} count={3} className="space-y-3" itemClassName="h-28" />}
      layout="page"
      title={t('written.loadFailed')}
      retryLabel={t('list.retry')}
      empty={(data) => data.total === 0}
      emptyContent={
        <div className="py-12 text-center">
          <h2 className="text-lg font-semibold">{t('written.empty')}</h2>
        </div>
      }
    >
      {(data) => (
        <>
          <ul className="space-y-3" aria-label={t('tabs.written')} aria-busy={query.isFetching || undefined}>
            {data.list.map((review) => (
              <WrittenReviewCard key={review.id} review={review} />
            ))}
          </ul>
          <div className="mt-6">
            <Pagination page={page} pages={data.pages} hrefFor={hrefFor} label={t('written.pagination')} />
          </div>
        </>
      )}
    </QueryState>
  );
}

function WrittenReviewCard({ review }: { review: WrittenReview }) {
  const { t } = useTranslation('reviews');
  const { locale } = useLocale();
  const pics = review.pics.filter((url) => url !== '');
  return (
    <li aria-label={review.productName}>
      <ProductLine line={review} picture="lg" className="rounded-box border border-base-200 bg-base-100 p-4" bodyClassName="space-y-1">
        <p className="flex items-center gap-3 text-sm">
          <StarRating value={review.star} />
          <time dateTime={review.createTime.replace(' ', 'T')} className="text-base-content/70">
            {t('written.on', { date: formatDate(review.createTime, locale) })}
          </time>
        </p>
        <p className="break-words whitespace-pre-line">{review.comment}</p>
        {pics.length > 0 ? (
          <ul className="flex gap-2" aria-label={t('written.photos')}>
            {pics.map((url) => (
              <li key={url} className="w-16">
                <LazyImage src={url} alt="" className="w-16 rounded" />
              </li>
            ))}
          </ul>
        ) : null}
        {review.merchantReplyContent ? (
          <p className="rounded bg-base-200 px-3 py-2 text-sm">{t('written.shopReply', { reply: review.merchantReplyContent })}</p>
        ) : null}
      </ProductLine>
    </li>
  );
}

function WaitingLineCard({ line }: { line: AwaitingReviewLine }) {
  const { t } = useTranslation('reviews');
  const { to } = useLocale();
  return (
    <li className="rounded-box border border-base-200 bg-base-100" aria-label={line.productName}>
      <div className="flex justify-between gap-4 border-b border-base-200 px-4 py-2 text-sm text-base-content/70">
        <span className="min-w-0">{t('list.shop', { name: line.merName })}</span>
        <span className="shrink-0">{t('list.order', { orderNo: line.merOrderNo })}</span>
      </div>
      <OrderLine
        line={line}
        picture="lg"
        priceBelow
        className="p-4"
        action={
          <Link
            to={to(reviewFormPath(line.merOrderNo, line.productId, line.id))}
            className={buttonClass('primary', 'sm')}
            aria-label={t('list.writeOf', { name: line.productName })}
          >
            {t('list.write')}
          </Link>
        }
      />
    </li>
  );
}
