import { useTranslation } from 'react-i18next';

const STEPS = ['placed', 'paid', 'shipped', 'completed'] as const;

/** Placed → paid → shipped → completed, the reached ones marked and the current one announced. */
export function OrderSteps({ current }: { current: number }) {
  const { t } = useTranslation('orders');
  return (
    <ol className="steps w-full" aria-label={t('detail.steps.label')}>
      {STEPS.map((step, index) => (
        <li key={step} className={`step ${index <= current ? 'step-primary' : ''}`} aria-current={index === current ? 'step' : undefined}>
          {t(`detail.steps.${step}`)}
        </li>
      ))}
    </ol>
  );
}
