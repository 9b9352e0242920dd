import { configure } from '@testing-library/react';

/**
 * Every web test renders inside React's StrictMode (vitest.config.ts, the web project's setup file), as
 * web/src/main.tsx renders the app: in development (`npm start`) React runs each new effect's cleanup and setup once
 * more, and an effect that cannot stand that fails here instead of only in a browser.
 */
configure({ reactStrictMode: true });
