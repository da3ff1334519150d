import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { catalogues } from './messages';

// Every catalogue file, found on disk: messages/{lang}.json and messages/{lang}/*.json. A file
// added later is checked without touching this test.
const root = join(import.meta.dirname, '../../messages');
const LANGS = ['en', 'th'] as const;

function catalogueFiles(lang: string): string[] {
  return [
    `${lang}.json`,
    ...readdirSync(join(root, lang))
      .filter((f) => f.endsWith('.json'))
      .map((f) => `${lang}/${f}`),
  ];
}

/** `{lang}/cart.json` -> `cart.json`, `{lang}.json` -> `.json`: the same file in each language. */
const fileName = (path: string) => path.replace(/^(en|th)/, '');
/** A catalogue file's messages; a file missing in one language reads as empty (its own test fails). */
const read = (path: string): unknown => (existsSync(join(root, path)) ? JSON.parse(readFileSync(join(root, path), 'utf8')) : {});

/** Every message of a catalogue as [dotted path, value]. */
function entries(value: unknown, prefix = ''): [string, unknown][] {
  if (value === null || typeof value !== 'object') return [[prefix, value]];
  return Object.entries(value).flatMap(([k, v]) => entries(v, prefix ? `${prefix}.${k}` : k));
}

const files = Object.fromEntries(LANGS.map((lang) => [lang, catalogueFiles(lang)])) as Record<(typeof LANGS)[number], string[]>;
const names = [...new Set(LANGS.flatMap((lang) => files[lang].map(fileName)))].sort();

describe('message catalogues', () => {
  it('have the same files in Thai and English', () => {
    expect(files.th.map(fileName).sort()).toEqual(files.en.map(fileName).sort());
  });

  for (const name of names) {
    describe(`{lang}${name}`, () => {
      const [english, thai] = LANGS.map((lang) => entries(read(`${lang}${name}`)));

      it('has every key in both languages', () => {
        const en = new Set(english!.map(([k]) => k));
        const th = new Set(thai!.map(([k]) => k));
        expect({ onlyInEnglish: [...en].filter((k) => !th.has(k)), onlyInThai: [...th].filter((k) => !en.has(k)) }).toEqual({
          onlyInEnglish: [],
          onlyInThai: [],
        });
      });

      for (const [lang, list] of [
        ['en', english!],
        ['th', thai!],
      ] as const) {
        it(`${lang}: every message is a non-empty string that is not its own key`, () => {
          const bad = list
            .filter(([key, value]) => typeof value !== 'string' || value.trim() === '' || value === key || value === key.split('.').pop())
            .map(([key, value]) => `${key}: ${JSON.stringify(value)}`);
          expect(bad).toEqual([]);
        });
      }
    });
  }

  it('no top-level namespace appears in two files', () => {
    const namespaces = files.en.flatMap((path) => Object.keys(read(path) as object));
    expect(namespaces.filter((n, i) => namespaces.indexOf(n) !== i)).toEqual([]);
  });

  it('the storefront loads every file of every language', async () => {
    for (const lang of LANGS) {
      const loaded = Object.keys(await catalogues[lang]()).sort();
      const onDisk = files[lang].flatMap((path) => Object.keys(read(path) as object)).sort();
      expect(loaded, lang).toEqual(onDisk);
    }
  });

  it('Thai strings are written in Thai', async () => {
    const strings = entries(await catalogues.th()).map(([, v]) => v);
    const thai = strings.filter((s) => typeof s === 'string' && /[\u0E00-\u0E7F]/.test(s));
    expect(thai.length / strings.length).toBeGreaterThan(0.8);
  });
});
