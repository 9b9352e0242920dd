import { DAY, formatDateTime } from '../../domain/dates';

/** Every seeded date counts from here, never from the wall clock, so a seed always gives the same bytes. */
export const SEED_BASE_MS = Date.UTC(2026, 0, 1, 0, 0, 0);

/** A seeded date, in days from SEED_BASE_MS. */
export const at = (days: number): string => formatDateTime(SEED_BASE_MS + Math.round(days * DAY));
export const img = (path: string): string => `/mock-images/${path}.svg`;

/** First names of shop owners and reviewers. */
export const NICKNAMES = ['Lena', 'Marco', 'Aiko', 'Sam', 'Priya', 'Tom', 'Chen Wei', 'Olga', 'Diego', 'Fatima', 'Noah', 'Mia'];

/** The demo shopper (DEMO_USERS[0]): the one whose favourites, addresses, coupons, orders and points are seeded. */
export const DEMO_UID = 1;
