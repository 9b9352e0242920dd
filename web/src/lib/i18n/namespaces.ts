import type { CustomTypeOptions } from 'i18next';

/** The catalogs' namespaces (locales/en/*.json, typed in i18next.d.ts). */
export type Namespace = keyof CustomTypeOptions['resources'];

/** What every page renders with and the start loads: the shell's strings (header, footer, errors, toasts). */
export const SHELL_NAMESPACES: readonly Namespace[] = ['common'];
