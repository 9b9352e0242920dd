import { useEffect, useId, useMemo, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Country } from './countries';
import { DEFAULT_COUNTRY_CODE, DEFAULT_DIAL_CODE, searchCountries, type SearchableCountry } from './country-search';
import { BTN, BTN_ERROR, BTN_OUTLINE, INPUT, INPUT_SM } from '../ui/classes';

/** Owners of dial codes several countries share, so "+1" shows the United States and "+7" Russia. */
const PREFERRED: Record<string, string> = {
  '1': 'US',
  '7': 'RU',
  '39': 'IT',
  '44': 'GB',
  '262': 'RE',
  [DEFAULT_DIAL_CODE]: DEFAULT_COUNTRY_CODE,
};

let countriesPromise: Promise<readonly Country[]> | null = null;
/** The list is its own lazy chunk, fetched the first time a picker mounts. */
function loadCountries(): Promise<readonly Country[]> {
  countriesPromise ??= import('./countries').then((module) => module.COUNTRIES);
  return countriesPromise;
}

/**
 * A country's flag picture (decorative: the name is in the text next to it). Lazily loaded: the open list has 228
 * rows whose flags weigh 1.5 MB of SVG, and its 378 px show about a dozen of them.
 */
function Flag({ url }: { url: string | undefined }) {
  if (!url) return <span aria-hidden="true" className="inline-block h-3.75 w-5 rounded-sm bg-base-300" />;
  return <img src={url} alt="" loading="lazy" width={20} height={15} className="h-3.75 w-5 rounded-sm object-cover shadow-xs" />;
}

/**
 * docs/storefront.md, Screens country picker: a button showing the flag and dial code; it opens a search box (combobox) over a
 * listbox 378 px high, filtering on name, Chinese name or dial code. Arrow keys move, Enter picks, Escape closes
 * (without closing the sign-in dialog). `value` is the dial code, digits only; the default is 86.
 */
/** The picker's words, from its caller's namespace (a kit piece reads no feature's catalog). */
export interface CountryPickerTexts {
  /** The button's accessible name: what it is and the chosen country (empty before the list loaded) and dial code. */
  value: (country: string, dialCode: string) => string;
  search: string;
  list: string;
  none: string;
}

export function CountryPicker({
  value,
  onChange,
  texts,
}: {
  value: string;
  onChange: (dialCode: string) => void;
  texts: CountryPickerTexts;
}) {
  // The language only (Chinese shows the countries' Chinese names); the words come from `texts`.
  const { i18n } = useTranslation();
  const [countries, setCountries] = useState<readonly Country[]>([]);
  const [code, setCode] = useState<string>(() => PREFERRED[value] ?? (value === DEFAULT_DIAL_CODE ? DEFAULT_COUNTRY_CODE : ''));

  useEffect(() => {
    let live = true;
    void loadCountries().then((list) => {
      if (live) setCountries(list);
    });
    return () => {
      live = false;
    };
  }, []);

  const selected = countries.find((c) => c.code === code && c.dialCode === value) ?? countries.find((c) => c.dialCode === value);
  const chinese = i18n.language === 'zh-CN';
  const nameOf = (c: Country) => (chinese ? c.CNName : c.name);
  const buttonLabel = texts.value(selected ? nameOf(selected) : '', value);

  return (
    <CountryCombobox
      countries={countries}
      selected={selected}
      flag={selected?.flag ?? countries.find((c) => c.code === code)?.flag}
      onChoose={(country) => {
        setCode(country.code);
        onChange(country.dialCode);
      }}
      nameOf={nameOf}
      buttonLabel={buttonLabel}
      buttonText={`+${value}`}
      texts={{ search: texts.search, list: texts.list, none: texts.none }}
    />
  );
}

export interface CountryComboboxProps<C extends SearchableCountry & { flag?: string | undefined }> {
  countries: readonly C[];
  selected: C | undefined;
  /** The flag on the button (the selected country's, or one known before the list loaded). */
  flag?: string | undefined;
  onChoose: (country: C) => void;
  /** The name a list row shows (the reader's language). */
  nameOf: (country: C) => string;
  /** The button's accessible name: what it is and its value. */
  buttonLabel: string;
  buttonText: ReactNode;
  buttonId?: string | undefined;
  /** Also handed the button (a form library focuses it on an error). */
  buttonRefCallback?: ((node: HTMLButtonElement | null) => void) | undefined;
  invalid?: boolean | undefined;
  describedBy?: string | undefined;
  /** The button fills its row (a form field) instead of sitting beside a phone number. */
  wide?: boolean;
  texts: { search: string; list: string; none: string };
}

/**
 * The searchable country list behind a button, shared by the dial-code picker and the address form's country: a
 * search box (combobox) over a listbox 378 px high, filtering on name, Chinese name or dial code, with each
 * country's flag. Arrow keys move, Enter picks, Escape closes the list only (a dialog around stays open).
 */
export function CountryCombobox<C extends SearchableCountry & { flag?: string | undefined }>({
  countries,
  selected,
  flag,
  onChoose,
  nameOf,
  buttonLabel,
  buttonText,
  buttonId,
  buttonRefCallback,
  invalid,
  describedBy,
  wide = false,
  texts,
}: CountryComboboxProps<C>) {
  const id = useId();
  const listId = `${id}-list`;
  const [open, setOpen] = useState(false);
  const [query, setQuery] = useState('');
  const [active, setActive] = useState(0);
  const buttonRef = useRef<HTMLButtonElement | null>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const wrapperRef = useRef<HTMLDivElement>(null);

  const matches = useMemo(() => searchCountries(countries, query), [countries, query]);

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

  const choose = (country: C) => {
    onChoose(country);
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

  return (
    <div className={`relative ${wide ? 'w-full' : 'shrink-0'}`} ref={wrapperRef}>
      <button
        ref={(node) => {
          buttonRef.current = node;
          buttonRefCallback?.(node);
        }}
        id={buttonId}
        type="button"
        className={`${BTN} h-full min-h-10 gap-1 ${BTN_OUTLINE} px-3 font-normal ${wide ? 'w-full justify-start' : ''} ${invalid ? BTN_ERROR : ''}`}
        aria-haspopup="listbox"
        aria-expanded={open}
        aria-label={buttonLabel}
        aria-describedby={describedBy}
        onClick={() => {
          setActive(
            Math.max(
              0,
              matches.findIndex((c) => c.code === selected?.code),
            ),
          );
          setOpen((o) => !o);
        }}
      >
        <Flag url={flag ?? selected?.flag} />
        <span className={wide ? 'flex-1 text-left' : ''}>{buttonText}</span>
        <span aria-hidden="true" className="text-xs">
          ▾
        </span>
      </button>
      {open ? (
        <div className="absolute top-full left-0 z-50 mt-1 w-80 rounded-box border border-base-300 bg-base-100 p-2 shadow-lg">
          <label htmlFor={`${id}-search`} className="sr-only">
            {texts.search}
          </label>
          <input
            id={`${id}-search`}
            ref={inputRef}
            type="search"
            role="combobox"
            className={`${INPUT} mb-2 w-full ${INPUT_SM}`}
            placeholder={texts.search}
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
          <ul
            id={listId}
            role="listbox"
            aria-label={texts.list}
            className={`overflow-y-auto ${matches.length === 0 ? 'hidden' : ''}`}
            style={{ height: 378 }}
          >
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
                <Flag url={country.flag} />
                <span className="flex-1">{nameOf(country)}</span>
                <span className="text-base-content/70">+{country.dialCode}</span>
              </li>
            ))}
          </ul>
          {countries.length > 0 && matches.length === 0 ? (
            <p role="status" className="px-2 py-1 text-sm text-base-content/70">
              {texts.none}
            </p>
          ) : null}
        </div>
      ) : null}
    </div>
  );
}
