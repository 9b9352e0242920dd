import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { isSingleSpec, isValueAvailable, toggleValue, type Selection, type SkuAttr, type SkuTable } from '../sku-matrix';
import { BTN, BTN_OUTLINE, BTN_PRIMARY, BTN_SM } from '../../../components/ui/classes';

interface SkuPickerProps {
  attrs: readonly SkuAttr[];
  table: SkuTable;
  selection: Selection;
  onChange: (selection: (string | null)[]) => void;
}

/** One group of toggle buttons per attribute; values with no stock next to the other choices are disabled. */
export function SkuPicker({ attrs, table, selection, onChange }: SkuPickerProps) {
  const { t } = useTranslation('products');
  const id = useId();
  if (attrs.length === 0 || isSingleSpec(attrs, table)) return null;
  return (
    <div className="space-y-3">
      {attrs.map((attr, index) => {
        const labelId = `${id}-attr-${index}`;
        return (
          <div key={attr.name} role="group" aria-labelledby={labelId} className="flex items-start gap-4">
            <span id={labelId} className="w-20 shrink-0 pt-1 text-sm text-base-content/70">
              {attr.name}
            </span>
            {/* A value of any length keeps to one line of its button: cut with an ellipsis, whole in its tooltip. */}
            <div className="flex min-w-0 flex-wrap gap-2">
              {attr.values.map((value) => {
                const chosen = selection[index] === value;
                const available = isValueAvailable(attrs, table, selection, index, value);
                return (
                  <button
                    key={value}
                    type="button"
                    className={`${BTN} ${BTN_SM} max-w-full ${chosen ? BTN_PRIMARY : BTN_OUTLINE} ${available ? '' : 'line-through'}`}
                    aria-pressed={chosen}
                    disabled={!available && !chosen}
                    title={available ? value : t('sku.soldOut')}
                    onClick={() => onChange(toggleValue(selection, index, value))}
                  >
                    <span className="truncate">{value}</span>
                    {available ? null : <span className="sr-only"> ({t('sku.soldOut')})</span>}
                  </button>
                );
              })}
            </div>
          </div>
        );
      })}
    </div>
  );
}
