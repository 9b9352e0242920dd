import { useEffect, useId, useLayoutEffect, useMemo, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
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
  /** The list was opened: the reader is choosing, so nothing else may choose for them (the address form's guess). */
  onOpen?: (() => void) | undefined;
  texts: { search: string; list: string; none: string };
}

/** The listbox's height (docs/storefront.md, Screens country picker) when there is room for it. */
export const LIST_HEIGHT = 378;
/** The shortest list worth showing (about four rows) before opening upwards is preferred. */
const MIN_LIST_HEIGHT = 140;
/** Room kept between the panel and the edge of what clips it. */
const EDGE_GAP = 8;

/** The area the panel may use: its nearest scrolling ancestor's box (a dialog's box clips it), within the window. */
function clipRect(from: HTMLElement): { top: number; bottom: number } {
  let top = 0;
  let bottom = window.innerHeight;
  for (let node = from.parentElement; node; node = node.parentElement) {
    const { overflowY } = getComputedStyle(node);
    if (overflowY === 'visible') continue;
    const rect = node.getBoundingClientRect();
    top = Math.max(top, rect.top);
    bottom = Math.min(bottom, rect.bottom);
  }
  return { top, bottom };
}

export interface ListPlacement {
  /** Opens above the button instead of below. */
  up: boolean;
  height: number;
}

/**
 * Where the list fits: below the button at its full height when there is room, else on the side with more room,
 * shortened to it, so no row is hidden behind the edge of a dialog or the window. `chrome` is the panel's height
 * without the list (the search box and the padding).
 */
export function placeList(button: { top: number; bottom: number }, clip: { top: number; bottom: number }, chrome: number): ListPlacement {
  const below = clip.bottom - button.bottom - EDGE_GAP - chrome;
  const above = button.top - clip.top - EDGE_GAP - chrome;
  if (below >= LIST_HEIGHT) return { up: false, height: LIST_HEIGHT };
  const up = above > below && below < MIN_LIST_HEIGHT;
  const room = up ? above : below;
  return { up, height: Math.max(Math.min(LIST_HEIGHT, Math.floor(room)), Math.min(MIN_LIST_HEIGHT, LIST_HEIGHT)) };
}

/**
 * The searchable country list behind a button, shared by the dial-code picker and the address form's country: a
 * search box (combobox) over a listbox 378 px high, filtering on name, Chinese name or dial code, with each
 * country's flag. Arrow keys move, Enter picks, Escape closes the list only (a dialog around stays open). Where 378 px
 * do not fit below the button (inside a dialog's box, or the window), the list is shortened or opens upwards
 * (placeList). Only Enter or a click chooses: closing the list never does.
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
  onOpen,
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
  const panelRef = useRef<HTMLDivElement>(null);
  const listRef = useRef<HTMLUListElement>(null);
  const [placement, setPlacement] = useState<ListPlacement>({ up: false, height: LIST_HEIGHT });

  // Before the panel is painted: the list's height and side where it fits, measured from the button.
  useLayoutEffect(() => {
    const button = buttonRef.current;
    const panel = panelRef.current;
    const list = listRef.current;
    if (!open || !button || !panel || !list) return;
    const chrome = panel.offsetHeight - list.offsetHeight;
    setPlacement(placeList(button.getBoundingClientRect(), clipRect(wrapperRef.current ?? button), chrome));
  }, [open]);

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
          if (!open) onOpen?.();
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
        <div
          ref={panelRef}
          className={`absolute left-0 z-50 w-80 rounded-box border border-base-300 bg-base-100 p-2 shadow-lg ${placement.up ? 'bottom-full mb-1' : 'top-full mt-1'}`}
        >
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
            ref={listRef}
            id={listId}
            role="listbox"
            aria-label={texts.list}
            className={`overflow-y-auto ${matches.length === 0 ? 'hidden' : ''}`}
            style={{ height: placement.height }}
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
