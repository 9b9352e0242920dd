import { useTranslation } from 'react-i18next';
import { stepClass, stepsClass } from '../../../components/ui/surfaces';

const STEPS = ['placed', 'paid', 'shipped', 'completed'] as const;

/** Placed → paid → shipped → completed, the reached ones marked and the current one announced. */
export function OrderSteps({ current }: { current: number }) {
  const { t } = useTranslation('orders');
  return (
    <ol className={stepsClass('w-full')} aria-label={t('detail.steps.label')}>
      {STEPS.map((step, index) => (
        <li key={step} className={stepClass(index <= current)} aria-current={index === current ? 'step' : undefined}>
          {t(`detail.steps.${step}`)}
        </li>
      ))}
    </ol>
  );
}
