import { useQuery } from '@tanstack/react-query';
import type { Category } from '@contract';
import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { productsCategoryTreeQueryOptions } from '../../shell/products-category-tree';
import { useLocale } from '../../lib/routing/use-locale';
import { ChevronRightIcon, MenuIcon } from './icons';
import { paths } from '../../lib/routing/paths';

export const FLYOUT_WIDTH_PX = 240;
/** Home's banner box beside the panel: 944 x 384 px at the full 1200 px column (1200 - 240 - 16 = 944). */
export const HOME_BANNER_RATIO = '944 / 384';
/** The gap between the panel and the banner, and the banner's distance below the category bar. */
export const HOME_BANNER_GAP_PX = 16;
/**
 * On home the always-open panel is as tall as the banner beside it (the category bar is a size container, so 100cqw
 * is the column's width): the panel and the banner end on one line at every width, with no blank band beside
 * either (seven top categories fit it from 1024 px; more make the panel longer than the banner).
 */
const HOME_PANEL_MIN_HEIGHT = `calc((100cqw - ${FLYOUT_WIDTH_PX + HOME_BANNER_GAP_PX}px) * 384 / 944 + ${HOME_BANNER_GAP_PX}px)`;

export function categorySearchHref(id: number): string {
  return paths.goodsSearch({ cid: id });
}

function visible(list: readonly Category[] | undefined): Category[] {
  return (list ?? []).filter((category) => category.isShow !== false);
}

/**
 * The two-level category flyout (docs/storefront.md, Screens): top-level categories, each opening a panel of its sub-categories on
 * hover, click, Enter or the right arrow. Always open on home; elsewhere it opens on hover, click, Enter or the down
 * arrow on the menu button. Focus alone opens nothing, so Tab passes the menu in a few stops (one per top category)
 * instead of walking every sub-category link; the up and down arrows move between the top categories.
 */
export function CategoryFlyout({ alwaysOpen }: { alwaysOpen: boolean }) {
  const { t } = useTranslation();
  const { to } = useLocale();
  const tree = useQuery(productsCategoryTreeQueryOptions());
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState<number | null>(null);
  const rootRef = useRef<HTMLDivElement>(null);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const panelId = useId();
  const shown = alwaysOpen || open;
  const top = visible(tree.data);

  const close = () => {
    setOpen(false);
    setActive(null);
  };
  const topButtons = (): HTMLButtonElement[] => [
    ...(rootRef.current?.querySelectorAll<HTMLButtonElement>('button[data-top-category]') ?? []),
  ];
  const focusTop = (id: number) =>
    topButtons()
      .find((b) => b.dataset.topCategory === String(id))
      ?.focus();
  /** Opens a sub-category panel and moves focus to its first link once it is shown. */
  const enterPanel = (id: number) => {
    setActive(id);
    requestAnimationFrame(() => document.getElementById(`${panelId}-${id}`)?.querySelector<HTMLAnchorElement>('a')?.focus());
  };
  const moveTop = (from: HTMLButtonElement, step: 1 | -1) => {
    const buttons = topButtons();
    const next = buttons[(buttons.indexOf(from) + step + buttons.length) % buttons.length];
    next?.focus();
  };

  return (
    // eslint-disable-next-line jsx-a11y/no-static-element-interactions -- hover/focus wrapper: the buttons and links inside are the controls
    <div
      ref={rootRef}
      className="relative"
      onMouseEnter={() => setOpen(true)}
      onMouseLeave={close}
      onBlur={(event) => {
        if (!rootRef.current?.contains(event.relatedTarget as Node | null)) close();
      }}
      onKeyDown={(event) => {
        if (
          event.key === 'ArrowLeft' &&
          active !== null &&
          document.getElementById(`${panelId}-${active}`)?.contains(event.target as Node)
        ) {
          event.preventDefault();
          focusTop(active);
          setActive(null);
          return;
        }
        if (event.key !== 'Escape') return;
        if (active !== null) {
          focusTop(active);
          setActive(null);
          return;
        }
        if (!alwaysOpen) setOpen(false);
        triggerRef.current?.focus();
      }}
    >
      <button
        ref={triggerRef}
        type="button"
        className="flex h-10 items-center gap-2 bg-primary px-3 font-semibold whitespace-nowrap text-primary-content outline-offset-2 focus-visible:outline-2 focus-visible:outline-primary"
        style={{ width: FLYOUT_WIDTH_PX }}
        aria-expanded={shown}
        aria-controls={panelId}
        onClick={() => setOpen((value) => alwaysOpen || !value)}
        onKeyDown={(event) => {
          if (event.key !== 'ArrowDown') return;
          event.preventDefault();
          setOpen(true);
          requestAnimationFrame(() => topButtons()[0]?.focus());
        }}
      >
        <MenuIcon className="h-5 w-5 shrink-0" />
        {/* One line in every locale ("Toutes les catégories" is the longest), the size of the links beside it. */}
        <span className="text-sm">{t('categories.all')}</span>
      </button>
      <nav
        id={panelId}
        aria-label={t('categories.label')}
        hidden={!shown}
        className="absolute top-full left-0 z-40 flex flex-col bg-neutral py-2 text-neutral-content shadow-lg"
        style={{ width: FLYOUT_WIDTH_PX, minHeight: alwaysOpen ? HOME_PANEL_MIN_HEIGHT : undefined }}
      >
        {tree.isError ? <p className="px-4 py-2 text-sm">{t('categories.loadFailed')}</p> : null}
        {/* On home the rows share the panel's height, so the list fills it instead of leaving a dark band under it. */}
        <ul className="flex flex-1 flex-col">
          {top.map((category) => {
            const children = visible(category.childList);
            const subId = `${panelId}-${category.id}`;
            if (children.length === 0) {
              return (
                <li key={category.id} className="flex flex-1 flex-col">
                  <Link
                    to={to(categorySearchHref(category.id))}
                    className="flex flex-1 items-center truncate px-4 py-2 text-sm outline-offset-[-2px] hover:bg-neutral-content/15 focus-visible:bg-neutral-content/15 focus-visible:outline-2 focus-visible:outline-neutral-content"
                    onMouseEnter={() => setActive(null)}
                    onClick={close}
                  >
                    {category.name}
                  </Link>
                </li>
              );
            }
            const isActive = active === category.id;
            return (
              <li key={category.id} className="flex flex-1 flex-col" onMouseEnter={() => setActive(category.id)}>
                <button
                  type="button"
                  className={`flex w-full flex-1 items-center justify-between px-4 py-2 text-left text-sm outline-offset-[-2px] focus-visible:outline-2 focus-visible:outline-neutral-content ${isActive ? 'bg-neutral-content/15' : ''}`}
                  aria-expanded={isActive}
                  aria-controls={subId}
                  data-top-category={category.id}
                  // Opens, never toggles: the pointer's hover has opened it already by the time of a click (Escape or the left arrow close).
                  onClick={() => setActive(category.id)}
                  onKeyDown={(event) => {
                    if (event.key === 'ArrowDown' || event.key === 'ArrowUp')
                      moveTop(event.currentTarget, event.key === 'ArrowDown' ? 1 : -1);
                    else if (event.key === 'ArrowRight') enterPanel(category.id);
                    else return;
                    event.preventDefault();
                  }}
                >
                  <span className="truncate">{category.name}</span>
                  <ChevronRightIcon className="h-4 w-4 shrink-0" />
                </button>
                <div
                  id={subId}
                  hidden={!isActive}
                  // As wide as its columns need, never past the content column (100cqw: the category bar's width),
                  // so it stays clear of the side window; no taller than its links.
                  className="absolute top-0 left-full w-max max-w-[calc(100cqw-240px)] border border-base-300 bg-base-100 p-5 text-base-content shadow-lg"
                >
                  <ul className="flex flex-wrap gap-x-10 gap-y-5">
                    {children.map((sub) => (
                      <li key={sub.id} className="min-w-32 text-sm">
                        <Link
                          to={to(categorySearchHref(sub.id))}
                          className="mb-2 block font-semibold hover:text-primary hover:underline"
                          onClick={close}
                        >
                          {sub.name}
                        </Link>
                        <ul className="space-y-1.5">
                          {visible(sub.childList).map((leaf) => (
                            <li key={leaf.id}>
                              <Link
                                to={to(categorySearchHref(leaf.id))}
                                className="text-base-content/80 hover:text-primary hover:underline"
                                onClick={close}
                              >
                                {leaf.name}
                              </Link>
                            </li>
                          ))}
                        </ul>
                      </li>
                    ))}
                  </ul>
                </div>
              </li>
            );
          })}
        </ul>
      </nav>
    </div>
  );
}
