import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { QuantityStepper } from '../../../components/ui/quantity-stepper';

interface QuantityInputProps {
  value: number;
  max: number;
  disabled?: boolean;
  onChange: (value: number) => void;
}

/** The product page's labelled quantity, kept between 1 and the stock. */
export function QuantityInput({ value, max, disabled = false, onChange }: QuantityInputProps) {
  const { t } = useTranslation('products');
  const id = useId();
  return (
    <div className="flex items-center gap-4">
      <label htmlFor={id} className="w-20 shrink-0 text-sm text-base-content/70">
        {t('product.quantity')}
      </label>
      <QuantityStepper
        id={id}
        value={value}
        max={max}
        disabled={disabled}
        decreaseLabel={t('product.decrease')}
        increaseLabel={t('product.increase')}
        onChange={onChange}
      />
    </div>
  );
}
