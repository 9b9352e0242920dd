import { ReviewFormSchema, type MerchantOrderDetail, type OrderInfo, type ReviewForm } from '@contract';
import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import { OrderLine } from '../../components/catalog/order-line';
import { buttonClass } from '../../components/ui/button';
import { TextareaField } from '../../components/ui/field';
import { useReviewsComment } from '../../features/reviews/api/reviews-comment';
import { PhotoPicker } from '../../features/reviews/components/photo-picker';
import { StarPicker } from '../../features/reviews/components/star-picker';
import { EVALUATION_LIST_PATH, REVIEW_TEXT_LIMIT } from '../../features/reviews/review-write';
import { toast } from '../../lib/app-events';
import { useLocale } from '../../lib/routing/use-locale';
import { Button } from '../../components/ui/button';

/**
 * The review form of one order line open to review (evaluation-confirm-page.tsx picks the line): stars, text and
 * photos, validated with the contract's review schema. Its own chunk: react-hook-form and zod stay off the page's
 * first load (docs/adr/0012).
 */
export default function ReviewFormView({ order, line }: { order: MerchantOrderDetail; line: OrderInfo }) {
  const { t } = useTranslation('reviews');
  const { to } = useLocale();
  const navigate = useNavigate();
  const id = useId();
  const post = useReviewsComment();
  const [uploading, setUploading] = useState(false);
  const form = useForm<ReviewForm>({
    resolver: zodResolver(ReviewFormSchema),
    defaultValues: { star: 5, serviceStar: 5, comment: '', pics: [] },
  });
  const [star, serviceStar, comment, pics] = useWatch({ control: form.control, name: ['star', 'serviceStar', 'comment', 'pics'] });
  const busy = post.isPending || uploading;

  const submit = form.handleSubmit((values) =>
    post.mutate(
      {
        orderNo: order.orderNo,
        orderInfoId: line.id,
        star: values.star,
        serviceStar: values.serviceStar,
        comment: values.comment,
        pics: values.pics.length > 0 ? JSON.stringify(values.pics) : '',
      },
      {
        onSuccess: () => {
          toast('success', t('form.submitted'));
          void navigate(to(EVALUATION_LIST_PATH));
        },
      },
    ),
  );

  return (
    <form noValidate className="space-y-6" onSubmit={(event) => void submit(event)}>
      <section aria-labelledby={`${id}-item`} className="rounded-box border border-base-200 p-4">
        <h2 id={`${id}-item`} className="mb-3 text-sm font-semibold text-base-content/70">
          {t('form.item')}
        </h2>
        <OrderLine line={line} picture="lg" priceBelow>
          <p className="text-sm text-base-content/70">
            {t('list.shop', { name: order.merName })} · {t('list.order', { orderNo: order.orderNo })}
          </p>
        </OrderLine>
      </section>

      <div className="space-y-3">
        <StarPicker
          label={t('form.quality')}
          value={star}
          disabled={post.isPending}
          onChange={(n) => form.setValue('star', n, { shouldDirty: true })}
        />
        <StarPicker
          label={t('form.service')}
          value={serviceStar}
          disabled={post.isPending}
          onChange={(n) => form.setValue('serviceStar', n, { shouldDirty: true })}
        />
      </div>

      <TextareaField
        label={t('form.comment')}
        hint={t('form.counter', { count: comment.length, max: REVIEW_TEXT_LIMIT })}
        error={form.formState.errors.comment?.message}
        rows={5}
        maxLength={REVIEW_TEXT_LIMIT}
        placeholder={t('form.commentPlaceholder')}
        registration={form.register('comment')}
      />

      <PhotoPicker
        value={pics}
        onChange={(urls) => form.setValue('pics', urls, { shouldDirty: true })}
        onBusyChange={setUploading}
        disabled={post.isPending}
      />

      <div className="flex gap-3">
        <Button type="submit" disabled={busy} aria-busy={post.isPending || undefined}>
          {t('form.submit')}
        </Button>
        <Link to={to(EVALUATION_LIST_PATH)} className={buttonClass('ghost')}>
          {t('form.cancel')}
        </Link>
      </div>
    </form>
  );
}
