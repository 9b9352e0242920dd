import { useEffect, useId, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { Country } from '../lib/countries';
import { DEFAULT_COUNTRY_CODE, DEFAULT_DIAL_CODE, searchCountries } from '../lib/country-search';

/** Owners of dial codes several countries share, so "+1" shows the United States and "+7" Russia. */
const PREFERRED: Record<string, string> = { '1': 'US', '7': 'RU', '39': 'IT', '44': 'GB', '262': 'RE', [DEFAULT_DIAL_CODE]: DEFAULT_COUNTRY_CODE };

let countriesPromise: Promise<readonly Country[]> | null = null;
/** The list is its own lazy chunk, fetched the first time a picker mounts. */
function loadCountries(): Promise<readonly Country[]> {
  countriesPromise ??= import('../lib/countries').then((module) => module.COUNTRIES);
  return countriesPromise;
}

function flagOfCode(code: string): string {
  return String.fromCodePoint(...[...code].map((letter) => 0x1f1e6 + letter.charCodeAt(0) - 65));
}

/**
 * spec §2 country picker: a button showing the flag and dial code; it opens a search box (combobox) over a
 * listbox 378 px high, filtering on name, Chinese name or dial code. Arrow keys move, Enter picks, Escape closes
 * (without closing the sign-in dialog). `value` is the dial code, digits only; the default is 86.
 */
export function CountryPicker({ value, onChange }: { value: string; onChange: (dialCode: string) => void }) {
  const { t, i18n } = useTranslation('auth');
  const id = useId();
  const listId = `${id}-list`;
  const [countries, setCountries] = useState<readonly Country[]>([]);
  const [code, setCode] = useState<string>(() => PREFERRED[value] ?? (value === DEFAULT_DIAL_CODE ? DEFAULT_COUNTRY_CODE : ''));
  const [open, setOpen] = useState(false);
  const [query, setQuery] = useState('');
  const [active, setActive] = useState(0);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const wrapperRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    let live = true;
    void loadCountries().then((list) => {
      if (live) setCountries(list);
    });
    return () => {
      live = false;
    };
  }, []);

  const matches = useMemo(() => searchCountries(countries, query), [countries, query]);
  const selected = countries.find((c) => c.code === code && c.dialCode === value) ?? countries.find((c) => c.dialCode === value);
  const chinese = i18n.language === 'zh-CN';
  const nameOf = (c: Country) => (chinese ? c.CNName : c.name);

  useEffect(() => {
    if (open) inputRef.current?.focus();
  }, [open]);

  useEffect(() => {
    if (!open) return undefined;
    const onPointer = (event: PointerEvent) => {
      if (wrapperRef.current && !wrapperRef.current.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointer);
    return () => document.removeEventListener('pointerdown', onPointer);
  }, [open]);

  useEffect(() => {
    if (!open) return;
    document.getElementById(`${id}-opt-${active}`)?.scrollIntoView({ block: 'nearest' });
  }, [active, open, id]);

  const choose = (country: Country) => {
    setCode(country.code);
    onChange(country.dialCode);
    setOpen(false);
    setQuery('');
    buttonRef.current?.focus();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown') {
      event.preventDefault();
      setActive((i) => Math.min(i + 1, matches.length - 1));
    } else if (event.key === 'ArrowUp') {
      event.preventDefault();
      setActive((i) => Math.max(i - 1, 0));
    } else if (event.key === 'Home') {
      event.preventDefault();
      setActive(0);
    } else if (event.key === 'End') {
      event.preventDefault();
      setActive(Math.max(matches.length - 1, 0));
    } else if (event.key === 'Enter') {
      // Never submit the surrounding form from the search box.
      event.preventDefault();
      const country = matches[active];
      if (country) choose(country);
    } else if (event.key === 'Escape') {
      // Close the list only; the dialog around stays open.
      event.preventDefault();
      event.stopPropagation();
      setOpen(false);
      buttonRef.current?.focus();
    } else if (event.key === 'Tab') {
      setOpen(false);
    }
  };

  const flag = selected?.flag ?? (code ? flagOfCode(code) : '');
  const buttonLabel = selected ? t('countryCodeValue', { country: nameOf(selected), dialCode: value }) : t('countryCodeValue', { country: '', dialCode: value });

  return (
    <div className="relative shrink-0" ref={wrapperRef}>
      <button
        ref={buttonRef}
        type="button"
        className="btn btn-outline h-full min-h-10 gap-1 px-3 font-normal"
        aria-haspopup="listbox"
        aria-expanded={open}
        aria-label={buttonLabel}
        onClick={() => {
          setActive(Math.max(0, matches.findIndex((c) => c.code === selected?.code)));
          setOpen((o) => !o);
        }}
      >
        <span aria-hidden="true">{flag}</span>
        <span>+{value}</span>
        <span aria-hidden="true" className="text-xs">▾</span>
      </button>
      {open ? (
        <div className="absolute left-0 top-full z-50 mt-1 w-80 rounded-box border border-base-300 bg-base-100 p-2 shadow-lg">
          <label htmlFor={`${id}-search`} className="sr-only">
            {t('searchCountry')}
          </label>
          <input
            id={`${id}-search`}
            ref={inputRef}
            type="search"
            role="combobox"
            className="input input-bordered input-sm mb-2 w-full"
            placeholder={t('searchCountry')}
            autoComplete="off"
            aria-autocomplete="list"
            aria-expanded="true"
            aria-controls={listId}
            aria-activedescendant={matches[active] ? `${id}-opt-${active}` : undefined}
            value={query}
            onChange={(event) => {
              setQuery(event.target.value);
              setActive(0);
            }}
            onKeyDown={onKeyDown}
          />
          <ul id={listId} role="listbox" aria-label={t('countryCode')} className={`overflow-y-auto ${matches.length === 0 ? 'hidden' : ''}`} style={{ height: 378 }}>
            {matches.map((country, index) => (
              // Keyboard selection lives on the combobox input (aria-activedescendant); options take the pointer.
              // eslint-disable-next-line jsx-a11y/click-events-have-key-events
              <li
                key={country.code}
                id={`${id}-opt-${index}`}
                role="option"
                aria-selected={country.code === selected?.code}
                className={`flex cursor-pointer items-center gap-2 rounded px-2 py-1 text-sm ${index === active ? 'bg-base-200' : ''}`}
                onPointerDown={(event) => event.preventDefault()}
                onClick={() => choose(country)}
                onMouseMove={() => setActive(index)}
              >
                <span aria-hidden="true">{country.flag}</span>
                <span className="flex-1">{nameOf(country)}</span>
                <span className="text-base-content/70">+{country.dialCode}</span>
              </li>
            ))}
          </ul>
          {countries.length > 0 && matches.length === 0 ? (
            <p role="status" className="px-2 py-1 text-sm text-base-content/70">
              {t('noCountry')}
            </p>
          ) : null}
        </div>
      ) : null}
    </div>
  );
}
