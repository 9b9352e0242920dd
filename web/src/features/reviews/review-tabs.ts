import type { ReviewCount } from '@contract';

import type { ReviewType } from './review-address';

export type ReviewTabKey = 'all' | 'good' | 'medium' | 'bad';

export const REVIEW_TABS: readonly { type: ReviewType; key: ReviewTabKey }[] = [
  { type: 0, key: 'all' },
  { type: 1, key: 'good' },
  { type: 2, key: 'medium' },
  { type: 3, key: 'bad' },
];

/** The count shown on a tab; the medium count is called inCount by the backend. */
export function tabCount(counts: ReviewCount | undefined, type: ReviewType): number {
  if (!counts) return 0;
  switch (type) {
    case 1:
      return counts.goodCount;
    case 2:
      return counts.inCount;
    case 3:
      return counts.poorCount;
    default:
      return counts.sumCount;
  }
}

/** "98" or "98.5" (the backend's replyChance string) as a percentage 0-100, or null when unreadable. */
export function goodRate(counts: ReviewCount | undefined): number | null {
  if (!counts) return null;
  const n = Number.parseFloat(counts.replyChance);
  if (!Number.isFinite(n)) return counts.sumCount > 0 ? Math.round((counts.goodCount / counts.sumCount) * 100) : null;
  // A fraction such as "0.98" is read as 98%; "98" and "98%" as they are.
  const percent = n <= 1 && counts.replyChance.includes('.') ? n * 100 : n;
  return Math.max(0, Math.min(100, Math.round(percent)));
}

/** The tab after a key press in the tab list (arrows wrap; Home and End jump), or null for other keys. */
export function nextTab(current: ReviewType, key: string): ReviewType | null {
  const index = REVIEW_TABS.findIndex((tab) => tab.type === current);
  const last = REVIEW_TABS.length - 1;
  const move: Record<string, number> = { ArrowRight: index + 1, ArrowLeft: index - 1, Home: 0, End: last };
  const target = move[key];
  if (target === undefined) return null;
  const wrapped = (target + REVIEW_TABS.length) % REVIEW_TABS.length;
  return REVIEW_TABS[wrapped]?.type ?? null;
}
