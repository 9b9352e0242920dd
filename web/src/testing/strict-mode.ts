import { configure } from '@testing-library/react';

/**
 * Every web test renders inside React's StrictMode (vitest.config.ts, the web project's setup file), as
 * web/src/main.tsx renders the app: in development (`npm start`) React runs each new effect's cleanup and setup once
 * more, and an effect that cannot stand that fails here instead of only in a browser.
 */
configure({ reactStrictMode: true });

/**
 * A component rendered without i18next shows its keys ("sku.soldOut") where a shopper reads text, and react-i18next
 * only warns: here that warning fails the test, so a test reads what the shopper reads
 * (web/src/testing/render.tsx and `initI18n` give a test the app's catalogs).
 */
// The setup file runs before every test file, and test files share a worker's globals (vitest.config.ts): wrap once.
const wrapped = Symbol.for('mall.failOnMissingI18next');
const warn = console.warn.bind(console);
const failOnMissingI18next = (...args: unknown[]) => {
  const code = args.find((arg): arg is { code: unknown } => typeof arg === 'object' && arg !== null && 'code' in arg)?.code;
  if (code === 'NO_I18NEXT_INSTANCE')
    throw new Error('rendered without i18next: call initI18n (lib/i18n/i18n.ts) or renderWithApp (testing/render.tsx) first');
  warn(...args);
};
if (!(wrapped in console.warn)) console.warn = Object.assign(failOnMissingI18next, { [wrapped]: true });
