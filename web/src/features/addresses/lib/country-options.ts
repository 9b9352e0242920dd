import { LOCALE_INTL, type Locale } from '../../../lib/i18n/locales';

/** What the form needs of a country; the route hands over the shop's country list (it has no API). */
export interface CountryOption {
  /** ISO 3166-1 alpha-2. */
  code: string;
  /** Digits only, e.g. "86". */
  dialCode: string;
  /** English name: what the address stores, whatever the reader's language. */
  name: string;
  /** Chinese name: the original shop stored this one. */
  CNName?: string;
  /** URL of the flag picture. */
  flag?: string;
}

export interface CountryChoice extends CountryOption {
  /** The name in the reader's language. */
  label: string;
  CNName: string;
}

/**
 * The countries named and sorted in the reader's language. `country` stays the English name so an address reads
 * the same to the shop whatever language it was entered in.
 */
export function countryChoices(countries: readonly CountryOption[], locale: Locale): CountryChoice[] {
  const tag = LOCALE_INTL[locale];
  let names: Intl.DisplayNames | null = null;
  try {
    names = new Intl.DisplayNames([tag], { type: 'region', fallback: 'none' });
  } catch {
    names = null;
  }
  const collator = new Intl.Collator(tag);
  return countries
    .map((c) => ({ ...c, CNName: c.CNName ?? '', label: (locale === 'zh-CN' ? c.CNName : undefined) ?? safeName(names, c.code) ?? c.name }))
    .sort((a, b) => collator.compare(a.label, b.label));
}

function safeName(names: Intl.DisplayNames | null, code: string): string | undefined {
  try {
    return names?.of(code) ?? undefined;
  } catch {
    return undefined;
  }
}

/** The list entry a stored country refers to: its English or Chinese name, in any case. */
export function findCountry<C extends CountryOption>(countries: readonly C[], stored: string): C | undefined {
  const wanted = stored.trim().toLowerCase();
  if (!wanted) return undefined;
  return countries.find((c) => c.name.toLowerCase() === wanted || c.CNName === stored.trim());
}
