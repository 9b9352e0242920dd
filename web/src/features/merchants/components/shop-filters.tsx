import { useQuery } from '@tanstack/react-query';
import { useId, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { merchantsCategoriesQueryOptions } from '../../../shell/merchants-categories';
import { merchantsTypesQueryOptions } from '../../../shell/merchants-types';
import type { ShopSearchState } from '../shop-params';
import { CHECKBOX, CHECKBOX_SM, INPUT, INPUT_SM, LABEL_TEXT, SELECT, SELECT_SM } from '../../../components/ui/classes';
import { Button } from '../../../components/ui/button';

interface ShopFiltersProps {
  state: ShopSearchState;
  onChange: (patch: Partial<ShopSearchState>) => void;
}

/**
 * Shop search filters. The name applies on submit (Enter or the button), the lists and the tick at once; the
 * state lives in the URL, so the keyword box is re-seeded from it when Back changes the search.
 */
export function ShopFilters({ state, onChange }: ShopFiltersProps) {
  const { t } = useTranslation('merchants');
  const id = useId();
  const categories = useQuery(merchantsCategoriesQueryOptions());
  const types = useQuery(merchantsTypesQueryOptions());
  const optionalId = (value: string) => (value === '' ? null : Number(value));

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const keywords = String(new FormData(event.currentTarget).get('keywords') ?? '').trim();
    onChange({ keywords });
  };

  return (
    <div role="search" aria-label={t('search.filters')} className="flex flex-wrap items-end gap-4 rounded-box bg-base-200 p-4">
      <form key={state.keywords} onSubmit={submit} className="flex items-end gap-2">
        <label className="form-control">
          <span className={`${LABEL_TEXT} mb-1 block text-sm`}>{t('search.keyword')}</span>
          <input
            type="search"
            name="keywords"
            defaultValue={state.keywords}
            maxLength={100}
            placeholder={t('search.keywordPlaceholder')}
            className={`${INPUT} w-64 ${INPUT_SM}`}
          />
        </label>
        <Button size="sm" type="submit">
          {t('search.submit')}
        </Button>
      </form>
      <div>
        <label htmlFor={`${id}-category`} className="mb-1 block text-sm">
          {t('search.category')}
        </label>
        <select
          id={`${id}-category`}
          className={`${SELECT} w-44 ${SELECT_SM}`}
          value={state.categoryId ?? ''}
          onChange={(event) => onChange({ categoryId: optionalId(event.target.value) })}
        >
          <option value="">{t('search.any')}</option>
          {(categories.data ?? []).map((category) => (
            <option key={category.id} value={category.id}>
              {category.name}
            </option>
          ))}
        </select>
      </div>
      <div>
        <label htmlFor={`${id}-type`} className="mb-1 block text-sm">
          {t('search.type')}
        </label>
        <select
          id={`${id}-type`}
          className={`${SELECT} w-44 ${SELECT_SM}`}
          value={state.typeId ?? ''}
          onChange={(event) => onChange({ typeId: optionalId(event.target.value) })}
        >
          <option value="">{t('search.any')}</option>
          {(types.data ?? []).map((type) => (
            <option key={type.id} value={type.id}>
              {type.name}
            </option>
          ))}
        </select>
      </div>
      <label className="flex cursor-pointer items-center gap-2 pb-1 text-sm">
        <input
          type="checkbox"
          className={`${CHECKBOX} ${CHECKBOX_SM}`}
          checked={state.selfOnly}
          onChange={(event) => onChange({ selfOnly: event.target.checked })}
        />
        {t('search.selfOnly')}
      </label>
    </div>
  );
}
