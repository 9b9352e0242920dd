import { useTranslation } from 'react-i18next';
import { KEEP_SCROLL } from '../../lib/routing/scroll';
import { Link, type To } from 'react-router-dom';
import { BTN, BTN_ACTIVE, BTN_DISABLED, BTN_PRIMARY, BTN_SM, JOIN, JOIN_ITEM } from '../ui/classes';

/** Page numbers around the current one, with gaps (null) where pages are skipped: 1 … 4 5 [6] 7 8 … 20. */
export function pageWindow(page: number, pages: number, radius = 2): (number | null)[] {
  if (pages <= 1) return pages === 1 ? [1] : [];
  const out: (number | null)[] = [];
  const from = Math.max(2, page - radius);
  const to = Math.min(pages - 1, page + radius);
  out.push(1);
  if (from > 2) out.push(null);
  for (let n = from; n <= to; n += 1) out.push(n);
  if (to < pages - 1) out.push(null);
  out.push(pages);
  return out;
}

interface PaginationProps {
  page: number;
  pages: number;
  /** Where page n lives: page state is kept in the URL, so pages are links (Back and reload keep them). */
  hrefFor: (page: number) => To;
  label?: string;
  /** Keep the scroll position (e.g. reviews further down a product page). */
  preventScrollReset?: boolean;
}

export function Pagination({ page, pages, hrefFor, label, preventScrollReset = false }: PaginationProps) {
  const { t } = useTranslation();
  if (pages <= 1) return null;
  const linkClass = `${JOIN_ITEM} ${BTN} ${BTN_SM}`;
  return (
    <nav aria-label={label ?? t('kit.pagination.label')} className="mt-6 flex justify-center">
      <ul className={JOIN}>
        <li>
          {page > 1 ? (
            <Link className={linkClass} to={hrefFor(page - 1)} rel="prev" state={preventScrollReset ? KEEP_SCROLL : undefined}>
              {t('kit.pagination.previous')}
            </Link>
          ) : (
            <span className={`${linkClass} ${BTN_DISABLED}`} aria-disabled="true">
              {t('kit.pagination.previous')}
            </span>
          )}
        </li>
        {pageWindow(page, pages).map((n, i) =>
          n === null ? (
            <li key={`gap-${i}`}>
              <span className={`${linkClass} ${BTN_DISABLED}`} aria-hidden="true">
                …
              </span>
            </li>
          ) : (
            <li key={n}>
              <Link
                className={`${linkClass} ${n === page ? `${BTN_ACTIVE} ${BTN_PRIMARY}` : ''}`}
                to={hrefFor(n)}
                aria-current={n === page ? 'page' : undefined}
                aria-label={t('kit.pagination.page', { page: n })}
                state={preventScrollReset ? KEEP_SCROLL : undefined}
              >
                {n}
              </Link>
            </li>
          ),
        )}
        <li>
          {page < pages ? (
            <Link className={linkClass} to={hrefFor(page + 1)} rel="next" state={preventScrollReset ? KEEP_SCROLL : undefined}>
              {t('kit.pagination.next')}
            </Link>
          ) : (
            <span className={`${linkClass} ${BTN_DISABLED}`} aria-disabled="true">
              {t('kit.pagination.next')}
            </span>
          )}
        </li>
      </ul>
    </nav>
  );
}
