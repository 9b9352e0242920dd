import { useTranslation } from 'react-i18next';
import { STEP, STEPS, STEP_PRIMARY } from '../../../components/ui/classes';

const STAGES = ['placed', 'paid', 'shipped', 'completed'] as const;

/** Placed → paid → shipped → completed, the reached ones marked and the current one announced. */
export function OrderSteps({ current }: { current: number }) {
  const { t } = useTranslation('orders');
  return (
    <ol className={`${STEPS} w-full`} aria-label={t('detail.steps.label')}>
      {STAGES.map((step, index) => (
        <li key={step} className={`${STEP} ${index <= current ? STEP_PRIMARY : ''}`} aria-current={index === current ? 'step' : undefined}>
          {t(`detail.steps.${step}`)}
        </li>
      ))}
    </ol>
  );
}
