import type { Locale } from '../locale/locales';
import type { ThaiArea } from './thai-areas';

/**
 * The Thai address finder's search: a query of a subdistrict, district, province or postcode
 * (or several of them, "lumphini bangkok", "ต.ลุมพินี 10330") answers whole areas. Pure; the
 * index is built once (thai-address-index.server.ts) and searched on every request.
 *
 * Matching: every word of the query must be the start of some part of an area, in Thai or
 * English: a Thai name by its start ("ลุม" -> ลุมพินี), an English name by the start of any of
 * its words or of the name without spaces ("wan", "pathumwan"), a postcode by its first digits.
 * Level words ("ต.", "ตำบล", "แขวง", "อ.", "อำเภอ", "เขต", "จ.", "จังหวัด", "tambon", "amphoe",
 * "khet", ...), alone or written together with the name, are ignored; Thai digits count as digits. Best first: the whole query naming
 * one part beats a word-by-word match, an exact name beats a prefix, a subdistrict beats a
 * district beats a province; then by name.
 */

export const MAX_MATCHES = 10;
export const MAX_QUERY_LENGTH = 60;

/** One complete answer, named in the requested language. */
export interface ThaiAddressMatch {
  /** Subdistrict code and postcode. */
  id: string;
  subdistrict: string;
  district: string;
  province: string;
  postcode: string;
}

interface PartKeys {
  /** Thai name without spaces. */
  th: string;
  /** English name lower-cased without spaces, hyphens, periods or apostrophes. */
  en: string;
  /** Lower-cased English words. */
  words: string[];
}

interface Entry {
  area: ThaiArea;
  /** Subdistrict, district, province. */
  parts: [PartKeys, PartKeys, PartKeys];
}

export interface ThaiAddressIndex {
  entries: Entry[];
  size: number;
}

const LEVEL_WORDS = new Set([
  'ต',
  'ตำบล',
  'แขวง',
  'อ',
  'อำเภอ',
  'เขต',
  'จ',
  'จังหวัด',
  'tambon',
  'khwaeng',
  'amphoe',
  'amphur',
  'khet',
  'changwat',
  'province',
  'district',
  'subdistrict',
]);
const ALIASES: Record<string, string> = { กทม: 'กรุงเทพมหานคร', bkk: 'bangkok' };

const compact = (s: string) => s.toLowerCase().replace(/[\s\-.'’]/g, '');

function keys(name: { th: string; en: string }): PartKeys {
  return {
    th: compact(name.th),
    en: compact(name.en),
    words: name.en
      .toLowerCase()
      .split(/[\s\-]+/)
      .filter(Boolean),
  };
}

export function buildThaiAddressIndex(areas: readonly ThaiArea[]): ThaiAddressIndex {
  const entries = areas.map((area) => ({
    area,
    parts: [keys(area.subdistrict), keys(area.district), keys(area.province)] as Entry['parts'],
  }));
  return { entries, size: entries.length };
}

/** Query words: NFC, lower case, Thai digits as ASCII, level words and their dotted forms dropped. */
export function queryWords(query: string): string[] {
  const text = query
    .normalize('NFC')
    .toLowerCase()
    .replace(/[\u0E50-\u0E59]/g, (d) => String(d.charCodeAt(0) - 0x0e50))
    // "ต.ลุมพินี", "อ.เมือง", "จ.เชียงใหม่": split the abbreviation from the name.
    .replace(/(^|[\s,])(ต|อ|จ)\.\s*/g, '$1$2 ');
  return text
    .split(/[\s,;/]+/)
    .map((w) => w.replace(/^[.\-'’()]+|[.\-'’()]+$/g, ''))
    .filter((w) => w && !LEVEL_WORDS.has(w))
    .map((w) => ALIASES[w] ?? w);
}

type Hit = { level: number; exact: boolean };

/** A query word prepared once per search: digits, or name keys to try (as typed, without a glued level word). */
type Word = { digits: string } | { keys: string[] };

/** A level word written together with the name ("ตำบลลุมพินี", "เขตบางรัก"). */
const GLUED_LEVEL = /^(ตำบล|แขวง|อำเภอ|เขต|จังหวัด)(?=[\u0E00-\u0E7F])/;

function prepare(word: string): Word {
  if (/^[0-9]+$/.test(word)) return { digits: word };
  const keys = [compact(word)];
  if (GLUED_LEVEL.test(word)) keys.push(compact(word.replace(GLUED_LEVEL, '')));
  return { keys: keys.filter(Boolean) };
}

/** The best (lowest level, exact first) part of an entry the word starts; postcode is level 3. */
function matchWord(entry: Entry, word: Word): Hit | null {
  if ('digits' in word) {
    return entry.area.postcode.startsWith(word.digits) ? { level: 3, exact: entry.area.postcode === word.digits } : null;
  }
  for (const key of word.keys) {
    const hit = matchName(entry, key);
    if (hit) return hit;
  }
  return null;
}

function matchName(entry: Entry, key: string): Hit | null {
  let best: Hit | null = null;
  for (let level = 0; level < entry.parts.length; level++) {
    const part = entry.parts[level]!;
    const exact = part.th === key || part.en === key;
    const hit = exact || part.th.startsWith(key) || part.en.startsWith(key) || part.words.some((w) => w.startsWith(key));
    if (hit && (!best || (exact && !best.exact))) best = { level, exact };
  }
  return best;
}

function score(entry: Entry, words: Word[], whole: Word | null): number | null {
  // The whole query names one part ("phra nakhon si", "pathum wan").
  if (whole) {
    const hit = matchWord(entry, whole);
    if (hit && hit.level < 3) return 200 - hit.level * 10 + (hit.exact ? 5 : 0);
  }
  let first: Hit | null = null;
  let exactCount = 0;
  for (const word of words) {
    const hit = matchWord(entry, word);
    if (!hit) return null;
    first ??= hit;
    if (hit.exact) exactCount += 1;
  }
  if (!first) return null;
  return 100 - first.level * 10 + (first.exact ? 5 : 0) + exactCount;
}

const COLLATORS: Record<Locale, Intl.Collator> = { th: new Intl.Collator('th'), en: new Intl.Collator('en') };

function named(area: ThaiArea, locale: Locale): ThaiAddressMatch {
  return {
    id: `${area.code}-${area.postcode}`,
    subdistrict: area.subdistrict[locale],
    district: area.district[locale],
    province: area.province[locale],
    postcode: area.postcode,
  };
}

export function searchThaiAddresses(index: ThaiAddressIndex, query: string, locale: Locale, limit = MAX_MATCHES): ThaiAddressMatch[] {
  const text = queryWords(query);
  if (text.length === 0 || limit <= 0) return [];
  const words = text.map(prepare);
  const whole = text.length > 1 && !text.some((w) => /^[0-9]+$/.test(w)) ? prepare(text.join('')) : null;
  const scored: { entry: Entry; score: number }[] = [];
  for (const entry of index.entries) {
    const s = score(entry, words, whole);
    if (s !== null) scored.push({ entry, score: s });
  }
  const collator = COLLATORS[locale];
  scored.sort(
    (a, b) =>
      b.score - a.score ||
      collator.compare(a.entry.area.subdistrict[locale], b.entry.area.subdistrict[locale]) ||
      collator.compare(a.entry.area.district[locale], b.entry.area.district[locale]) ||
      a.entry.area.postcode.localeCompare(b.entry.area.postcode),
  );
  return scored.slice(0, Math.min(limit, MAX_MATCHES)).map(({ entry }) => named(entry.area, locale));
}

/** One line for the finder's options and announcements: "Lumphini, Pathum Wan, Bangkok 10330". */
export function formatMatch(match: ThaiAddressMatch): string {
  return `${match.subdistrict}, ${match.district}, ${match.province} ${match.postcode}`;
}
