import { useId, useRef, type KeyboardEvent, type ReactNode } from 'react';

/** The tab a key moves to: arrows wrap around, Home and End go to the ends; other keys move nowhere (null). */
export function nextTab<T>(tabs: readonly T[], current: T, key: string): T | null {
  const index = tabs.indexOf(current);
  const move: Record<string, number> = { ArrowRight: index + 1, ArrowLeft: index - 1, Home: 0, End: tabs.length - 1 };
  const target = move[key];
  if (target === undefined || tabs.length === 0) return null;
  return tabs[(target + tabs.length) % tabs.length] ?? null;
}

interface TabListProps<T extends string> {
  tabs: readonly T[];
  current: T;
  label: string;
  /** The visible text of a tab (with its count, say). */
  tabLabel: (tab: T) => string;
  onSelect: (tab: T) => void;
  /** The current tab's content. */
  children: ReactNode;
}

/**
 * An ARIA tab list with one panel (the current tab's): arrows, Home and End move and select, and only the current
 * tab is in the tab order.
 */
export function TabList<T extends string>({ tabs, current, label, tabLabel, onSelect, children }: TabListProps<T>) {
  const id = useId();
  const tabRefs = useRef(new Map<T, HTMLButtonElement>());
  const panelId = `${id}-panel`;

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    const target = nextTab(tabs, current, event.key);
    if (target === null) return;
    event.preventDefault();
    onSelect(target);
    tabRefs.current.get(target)?.focus();
  };

  return (
    <div>
      <div role="tablist" aria-label={label} className="mb-4 flex gap-1 border-b border-base-300">
        {tabs.map((tab) => (
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
            className={`-mb-px border-b-2 px-4 py-2 ${tab === current ? 'border-primary font-semibold text-primary' : 'border-transparent text-base-content hover:border-base-300'}`}
            onClick={() => onSelect(tab)}
            onKeyDown={onKeyDown}
          >
            {tabLabel(tab)}
          </button>
        ))}
      </div>
      <div role="tabpanel" id={panelId} aria-labelledby={`${id}-tab-${current}`}>
        {children}
      </div>
    </div>
  );
}
