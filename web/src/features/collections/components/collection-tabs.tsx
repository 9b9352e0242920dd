import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { TabList } from '../../../components/ui/tab-list';
import { COLLECTION_TABS, type CollectionTab } from '../collection-params';

/** Products / shops; one panel shows the current tab, so the other list is not fetched until it is chosen. */
export function CollectionTabs({
  current,
  onSelect,
  children,
}: {
  current: CollectionTab;
  onSelect: (tab: CollectionTab) => void;
  children: ReactNode;
}) {
  const { t } = useTranslation('collections');
  return (
    <TabList tabs={COLLECTION_TABS} current={current} label={t('tabs.label')} tabLabel={(tab) => t(`tabs.${tab}`)} onSelect={onSelect}>
      {children}
    </TabList>
  );
}
