import { useQuery } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LazyImage } from '../../../components/catalog/lazy-image';
import { ErrorBlock, SkeletonList } from '../../../components/ui/query-state';
import { formatDate } from '../../../lib/format/format';
import { useLocale } from '../../../lib/routing/use-locale';
import { merchantsDetailQueryOptions } from '../api/merchants-detail';
import { parseImageList } from '../shop-params';
import { PictureDialog } from './picture-dialog';
import { LINK } from '../../../components/ui/classes';

/**
 * The qualification tab (merchant/detail): introduction, address, phone, join time, followers and the licence
 * pictures, which open large. The backend has no opening hours, so none are shown.
 */
export function ShopQualification({ merId }: { merId: number }) {
  const { t } = useTranslation('merchants');
  const { locale } = useLocale();
  const detail = useQuery(merchantsDetailQueryOptions(merId));
  const [open, setOpen] = useState<number | null>(null);

  let body: ReactNode;
  if (detail.isPending) {
    body = <SkeletonList count={5} className="space-y-3" itemClassName="h-6 w-2/3" label={t('common.loading')} />;
  } else if (detail.isError) {
    body = (
      <ErrorBlock
        error={detail.error}
        title={t('qualification.loadFailed')}
        retryLabel={t('common.retry')}
        onRetry={() => void detail.refetch()}
        layout="page"
      />
    );
  } else {
    const data = detail.data;
    const pictures = parseImageList(data.qualificationPicture);
    const text = (value: string | null) => (value?.trim() ? value.trim() : t('qualification.notGiven'));
    const phone = data.phone?.trim();
    body = (
      <>
        <dl className="grid grid-cols-[10rem_minmax(0,1fr)] gap-x-6 gap-y-3 rounded-box border border-base-200 p-6">
          <dt className="text-base-content/70">{t('qualification.intro')}</dt>
          <dd className="whitespace-pre-line">{text(data.intro)}</dd>
          <dt className="text-base-content/70">{t('qualification.address')}</dt>
          <dd>{text(data.address)}</dd>
          <dt className="text-base-content/70">{t('qualification.phone')}</dt>
          <dd>
            {phone ? (
              <a href={`tel:${phone.replace(/[^\d+]/g, '')}`} className={LINK}>
                {phone}
              </a>
            ) : (
              t('qualification.notGiven')
            )}
          </dd>
          <dt className="text-base-content/70">{t('qualification.joined')}</dt>
          <dd>{formatDate(data.createTime, locale)}</dd>
          <dt className="text-base-content/70">{t('qualification.followers')}</dt>
          <dd data-testid="shop-followers">{t('qualification.followerCount', { count: data.collectNum })}</dd>
        </dl>
        <section aria-labelledby="qualification-pictures-title" className="space-y-3">
          <h3 id="qualification-pictures-title" className="text-lg font-semibold">
            {t('qualification.pictures')}
          </h3>
          {pictures.length === 0 ? (
            <p className="text-base-content/70">{t('qualification.noPictures')}</p>
          ) : (
            <ul className="grid grid-cols-4 gap-4">
              {pictures.map((url, i) => (
                <li key={url}>
                  <button
                    type="button"
                    className="block w-full rounded-box border border-base-200 hover:shadow focus-visible:outline-2 focus-visible:outline-primary"
                    aria-label={t('qualification.openPicture', { index: i + 1, count: pictures.length })}
                    onClick={() => setOpen(i)}
                  >
                    <LazyImage src={url} alt="" ratio="4 / 3" className="rounded-box" />
                  </button>
                </li>
              ))}
            </ul>
          )}
          <PictureDialog pictures={pictures} index={open} onIndexChange={setOpen} onClose={() => setOpen(null)} />
        </section>
      </>
    );
  }

  return (
    <section aria-labelledby="shop-qualification-title" className="space-y-6">
      <h2 id="shop-qualification-title" className="text-xl font-semibold">
        {t('qualification.heading')}
      </h2>
      {body}
    </section>
  );
}
