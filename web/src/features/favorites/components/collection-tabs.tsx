import { useId, useRef, type KeyboardEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { COLLECTION_TABS, nextCollectionTab, type CollectionTab } from '../collection-params';

interface CollectionTabsProps {
  current: CollectionTab;
  onSelect: (tab: CollectionTab) => void;
  /** The current tab's content. */
  children: ReactNode;
}

/**
 * Products / shops as an ARIA tab list (arrow keys, Home, End move and select; only the current tab is in the
 * tab order). One panel shows the current tab: the other list is not fetched until it is chosen.
 */
export function CollectionTabs({ current, onSelect, children }: CollectionTabsProps) {
  const { t } = useTranslation('favorites');
  const id = useId();
  const tabRefs = useRef(new Map<CollectionTab, HTMLButtonElement>());
  const panelId = `${id}-panel`;

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    const target = nextCollectionTab(current, event.key);
    if (target === null) return;
    event.preventDefault();
    onSelect(target);
    tabRefs.current.get(target)?.focus();
  };

  return (
    <div>
      <div role="tablist" aria-label={t('tabs.label')} className="mb-4 flex gap-1 border-b border-base-300">
        {COLLECTION_TABS.map((tab) => (
          <button
            key={tab}
            ref={(node) => {
              if (node) tabRefs.current.set(tab, node);
              else tabRefs.current.delete(tab);
            }}
            type="button"
            role="tab"
            id={`${id}-tab-${tab}`}
            aria-selected={tab === current}
            aria-controls={panelId}
            tabIndex={tab === current ? 0 : -1}
            className={`-mb-px border-b-2 px-5 py-2 ${tab === current ? 'border-primary font-semibold text-primary' : 'border-transparent text-base-content hover:border-base-300'}`}
            onClick={() => onSelect(tab)}
            onKeyDown={onKeyDown}
          >
            {t(`tabs.${tab}`)}
          </button>
        ))}
      </div>
      <div role="tabpanel" id={panelId} aria-labelledby={`${id}-tab-${current}`}>
        {children}
      </div>
    </div>
  );
}
