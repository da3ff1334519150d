import { hasThai, indexTokens, normalise, thaiBigrams, thaiRuns, tokeniseNormalised } from './tokenise';

/** Text of one document by field: names (both languages), facet and collection names, descriptions. */
export interface DocText {
  name: string;
  meta: string;
  desc: string;
}

export type Field = keyof DocText;
export const FIELD_WEIGHTS: Record<Field, number> = { name: 10, meta: 5, desc: 2 };
const FIELDS: Field[] = ['name', 'meta', 'desc'];

/** How a query word matched a document's word: multiplies the field weight. */
export const MATCH_WEIGHTS = { exact: 3, prefix: 2, substring: 1.5, fuzzy: 1 } as const;
/** Words a prefix may expand to (a one-letter prefix must stay cheap). */
const MAX_PREFIX_EXPANSION = 200;
const MAX_QUERY_TOKENS = 16;

/** An inverted index over documents numbered 0..n-1. */
export interface TextIndex {
  /** word -> document -> best field weight holding it */
  postings: Map<string, Map<number, number>>;
  /** every indexed word, sorted (prefix ranges) */
  vocabulary: string[];
  /** Thai two-character piece -> documents holding it */
  bigrams: Map<string, Set<number>>;
  /** normalised text per document and field (substring checks) */
  texts: DocText[];
}

export function buildTextIndex(docs: DocText[]): TextIndex {
  const postings = new Map<string, Map<number, number>>();
  const bigrams = new Map<string, Set<number>>();
  const texts: DocText[] = [];
  docs.forEach((doc, i) => {
    const norm: DocText = { name: normalise(doc.name), meta: normalise(doc.meta), desc: normalise(doc.desc) };
    texts.push(norm);
    for (const field of FIELDS) {
      const w = FIELD_WEIGHTS[field];
      for (const token of indexTokens(norm[field])) {
        let byDoc = postings.get(token);
        if (!byDoc) postings.set(token, (byDoc = new Map()));
        if ((byDoc.get(i) ?? 0) < w) byDoc.set(i, w);
      }
      for (const bigram of thaiBigrams(norm[field])) {
        let set = bigrams.get(bigram);
        if (!set) bigrams.set(bigram, (set = new Set()));
        set.add(i);
      }
    }
  });
  const vocabulary = [...postings.keys()].sort();
  return { postings, vocabulary, bigrams, texts };
}

export interface DocMatch {
  score: number;
  /** how many of the query's words it matched */
  matched: number;
}

export interface QueryMatch {
  tokens: string[];
  docs: Map<number, DocMatch>;
}

/** The query's words: normalised, segmented, deduplicated, at most 16. */
export function queryTokens(term: string): { tokens: string[]; thaiRuns: string[] } {
  const norm = normalise(term);
  const tokens = [...new Set(tokeniseNormalised(norm))].slice(0, MAX_QUERY_TOKENS);
  return { tokens, thaiRuns: thaiRuns(norm) };
}

function firstIndexAtLeast(sorted: string[], key: string): number {
  let lo = 0;
  let hi = sorted.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (sorted[mid]! < key) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/** Documents whose Thai text holds `needle` (2+ characters), with the best field weight. */
function thaiSubstringDocs(index: TextIndex, needle: string): Map<number, number> {
  const out = new Map<number, number>();
  const pieces = thaiBigrams(needle);
  if (pieces.length === 0) return out;
  const sets = pieces.map((p) => index.bigrams.get(p));
  if (sets.some((s) => !s)) return out;
  const ordered = (sets as Set<number>[]).sort((a, b) => a.size - b.size);
  for (const doc of ordered[0]!) {
    if (!ordered.every((s) => s.has(doc))) continue;
    const text = index.texts[doc]!;
    for (const field of FIELDS) {
      if (text[field].includes(needle)) {
        out.set(doc, Math.max(out.get(doc) ?? 0, FIELD_WEIGHTS[field]));
      }
    }
  }
  return out;
}

/** At most one edit apart: an insertion, deletion, substitution or swap of neighbours. */
export function withinOneEdit(a: string, b: string): boolean {
  if (a === b) return true;
  if (Math.abs(a.length - b.length) > 1) return false;
  let i = 0;
  while (i < a.length && i < b.length && a[i] === b[i]) i++;
  if (a.length === b.length) {
    const swapped = a[i] === b[i + 1] && a[i + 1] === b[i] && a.slice(i + 2) === b.slice(i + 2);
    return swapped || a.slice(i + 1) === b.slice(i + 1);
  }
  return a.length > b.length ? a.slice(i + 1) === b.slice(i) : a.slice(i) === b.slice(i + 1);
}

function raise(scores: Map<number, number>, doc: number, value: number): void {
  if ((scores.get(doc) ?? 0) < value) scores.set(doc, value);
}

/** Scores of one query word per document. */
function scoreToken(index: TextIndex, token: string, isLast: boolean): Map<number, number> {
  const scores = new Map<number, number>();
  for (const [doc, w] of index.postings.get(token) ?? []) raise(scores, doc, w * MATCH_WEIGHTS.exact);
  if (isLast || [...token].length >= 3) {
    const start = firstIndexAtLeast(index.vocabulary, token);
    for (let i = start, n = 0; i < index.vocabulary.length && n < MAX_PREFIX_EXPANSION; i++, n++) {
      const word = index.vocabulary[i]!;
      if (!word.startsWith(token)) break;
      if (word === token) continue;
      for (const [doc, w] of index.postings.get(word)!) raise(scores, doc, w * MATCH_WEIGHTS.prefix);
    }
  }
  if (hasThai(token) && [...token].length >= 2) {
    for (const [doc, w] of thaiSubstringDocs(index, token)) raise(scores, doc, w * MATCH_WEIGHTS.substring);
  }
  if (scores.size === 0 && !hasThai(token) && token.length >= 4 && !/^\d+$/u.test(token)) {
    for (const word of index.vocabulary) {
      if (Math.abs(word.length - token.length) <= 1 && withinOneEdit(word, token)) {
        for (const [doc, w] of index.postings.get(word)!) raise(scores, doc, w * MATCH_WEIGHTS.fuzzy);
      }
    }
  }
  return scores;
}

/**
 * Matches a query: every document holding at least one query word, with the number of words
 * it holds and a weighted score. Words match exactly, by prefix (the last word always, others
 * from three characters), Thai words also anywhere inside the Thai text (so a different
 * segmentation of query and text still matches), and Latin words of 4+ letters with one typo
 * when nothing else matched. A Thai run of the query found verbatim counts for all its words.
 */
export function matchQuery(index: TextIndex, term: string, options: { prefixLast?: boolean } = {}): QueryMatch {
  const { tokens, thaiRuns: runs } = queryTokens(term);
  const perToken = tokens.map((t, i) => scoreToken(index, t, (options.prefixLast ?? true) && i === tokens.length - 1));
  for (const run of runs) {
    const inRun = tokenIndexesOf(tokens, run);
    if (inRun.length < 2) continue;
    for (const [doc, w] of thaiSubstringDocs(index, run)) {
      for (const t of inRun) raise(perToken[t]!, doc, w * MATCH_WEIGHTS.substring);
    }
  }
  const docs = new Map<number, DocMatch>();
  for (const scores of perToken) {
    for (const [doc, s] of scores) {
      const m = docs.get(doc);
      if (m) {
        m.score += s;
        m.matched += 1;
      } else docs.set(doc, { score: s, matched: 1 });
    }
  }
  return { tokens, docs };
}

function tokenIndexesOf(tokens: string[], run: string): number[] {
  const runTokens = new Set(tokeniseNormalised(run));
  return tokens.flatMap((t, i) => (runTokens.has(t) ? [i] : []));
}
