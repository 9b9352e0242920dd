import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { DEFAULT_LOCALE, LOCALES } from '../lib/i18n/locales';
import { validationText } from '@contract';

const dir = new URL('.', import.meta.url).pathname;

type Tree = { [key: string]: string | Tree };

function flatten(tree: Tree, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') out.set(path, value);
    else for (const [k, v] of flatten(value, path)) out.set(k, v);
  }
  return out;
}

function load(locale: string, ns: string): Map<string, string> {
  return flatten(JSON.parse(readFileSync(join(dir, locale, `${ns}.json`), 'utf8')) as Tree);
}

const namespaces = readdirSync(join(dir, DEFAULT_LOCALE))
  .filter((f) => f.endsWith('.json'))
  .map((f) => f.slice(0, -5));
const placeholders = (text: string) => [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1]).sort();

describe('translation catalogs', () => {
  it('has a folder for every offered locale', () => {
    for (const locale of LOCALES) expect(readdirSync(dir), locale).toContain(locale);
  });

  for (const locale of LOCALES.filter((l) => l !== DEFAULT_LOCALE)) {
    for (const ns of namespaces) {
      it(`${locale}/${ns} has exactly the English keys, no empty text and the same placeholders`, () => {
        const en = load(DEFAULT_LOCALE, ns);
        const other = load(locale, ns);
        expect([...other.keys()].sort()).toEqual([...en.keys()].sort());
        for (const [key, text] of en) {
          const translated = other.get(key) ?? '';
          if (text !== '') expect(translated, `${locale}/${ns}:${key}`).not.toBe('');
          expect(placeholders(translated), `${locale}/${ns}:${key}`).toEqual(placeholders(text));
        }
      });
    }
  }

  it('translates every validation key the contract uses', () => {
    const en = load(DEFAULT_LOCALE, 'validation');
    for (const key of Object.keys(validationText)) expect(en.has(key), key).toBe(true);
  });
});

/**
 * One name for one thing. A page or action the shopper meets under several keys (the header link, the route's
 * title, the page's heading, the records' button, the about page that quotes it) reads the same in each catalog.
 */
const ONE_NAME = ['Apply as merchant'] as const;
/** A locale's word for "merchant", and the synonyms it must not mix in. */
const ONE_TERM: Partial<Record<string, { use: RegExp; avoid: RegExp }>> = { fr: { use: /vendeur/i, avoid: /marchand/i } };

describe('terminology', () => {
  const catalog = (locale: string) =>
    new Map(namespaces.flatMap((ns) => [...load(locale, ns)].map(([k, v]) => [`${ns}:${k}`, v] as const)));
  const en = catalog(DEFAULT_LOCALE);

  for (const locale of LOCALES.filter((l) => l !== DEFAULT_LOCALE)) {
    it(`${locale} gives each of ${ONE_NAME.join(', ')} one translation, also where a text quotes it`, () => {
      const other = catalog(locale);
      for (const name of ONE_NAME) {
        const keys = [...en].filter(([, text]) => text === name).map(([key]) => key);
        expect(keys.length, name).toBeGreaterThan(1);
        const names = new Set(keys.map((key) => other.get(key)));
        expect([...names], `${locale}: ${keys.join(', ')}`).toHaveLength(1);
        const [translated] = names;
        for (const [key, text] of en) {
          if (keys.includes(key) || !text.includes(`“${name}”`)) continue;
          expect(other.get(key), `${locale}/${key} quotes the page by its name`).toContain(translated);
        }
      }
    });
  }

  for (const [locale, term] of Object.entries(ONE_TERM)) {
    it(`${locale} says merchant one way`, () => {
      const texts = [...catalog(locale).values()];
      expect(texts.filter((text) => term?.avoid.test(text))).toEqual([]);
      expect(texts.some((text) => term?.use.test(text))).toBe(true);
    });
  }
});

describe('French text joined to a link or a value', () => {
  // A label that ends in an elided article ("l'", "d'") is followed by a separate element (the agreement's link), with
  // a gap between them: "j'accepte l' Accord". The elision belongs to the joined part's own text.
  const catalog = new Map(namespaces.flatMap((ns) => [...load('fr', ns)].map(([k, v]) => [`${ns}:${k}`, v] as const)));
  it('no text ends in an elided word', () => {
    expect([...catalog].filter(([, text]) => /\b(?:l|d|qu|j|n|s|c)['’]$/i.test(text.trim()))).toEqual([]);
  });
});
