/**
 * Text normalisation and tokenisation for Thai and Latin text. Thai is written without spaces
 * between words: its runs are split into words with ICU's dictionary segmenter
 * (`Intl.Segmenter('th')`); everything else is split on non-letters/digits.
 */

const THAI_CHAR = /[\u0E00-\u0E7F]/u;
const THAI_OR_OTHER_RUN = /[\u0E00-\u0E7F]+|[^\u0E00-\u0E7F]+/gu;
const LATIN_WORD = /[\p{L}\p{N}]+/gu;
const thaiSegmenter = new Intl.Segmenter('th', { granularity: 'word' });

/**
 * NFKC, lower case, Latin accents folded. NFKC decomposes Thai SARA AM (U+0E33) into
 * NIKHAHIT + SARA AA, which breaks word segmentation, so it is put back together.
 */
export function normalise(text: string): string {
  return text
    .normalize('NFKC')
    .replace(/\u0E4D\u0E32/gu, '\u0E33')
    .toLowerCase()
    .replace(/[^\u0E00-\u0E7F]+/gu, (run) =>
      run
        .normalize('NFD')
        .replace(/\p{M}+/gu, '')
        .normalize('NFC'),
    );
}

export function hasThai(text: string): boolean {
  return THAI_CHAR.test(text);
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' };

/** Plain text from a (product description) HTML fragment: tags dropped, common entities decoded. */
export function stripHtml(html: string): string {
  return html
    .replace(/<(script|style)[^>]*>[\s\S]*?<\/\1>/giu, ' ')
    .replace(/<[^>]*>/gu, ' ')
    .replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/giu, (whole, name: string) => {
      if (name[0] === '#') {
        const code = name[1] === 'x' || name[1] === 'X' ? parseInt(name.slice(2), 16) : parseInt(name.slice(1), 10);
        return Number.isFinite(code) && code > 0 && code < 0x110000 ? String.fromCodePoint(code) : ' ';
      }
      return ENTITIES[name.toLowerCase()] ?? whole;
    })
    .replace(/\s+/gu, ' ')
    .trim();
}

/** Words of an already normalised text, in order (duplicates kept). */
export function tokeniseNormalised(text: string): string[] {
  const tokens: string[] = [];
  for (const run of text.match(THAI_OR_OTHER_RUN) ?? []) {
    if (hasThai(run)) {
      for (const s of thaiSegmenter.segment(run)) if (s.isWordLike) tokens.push(s.segment);
    } else {
      for (const w of run.match(LATIN_WORD) ?? []) tokens.push(w);
    }
  }
  return tokens;
}

/** Words of a text (normalised first). */
export function tokenise(text: string): string[] {
  return tokeniseNormalised(normalise(text));
}

/**
 * Index-side words: the words, plus joined forms of hyphenated or slashed Latin words
 * ("t-shirt" also gives "tshirt"), without duplicates.
 */
export function indexTokens(normalisedText: string): string[] {
  const out = new Set(tokeniseNormalised(normalisedText));
  for (const chunk of normalisedText.split(/[\s\u0E00-\u0E7F]+/u)) {
    const parts = chunk.match(LATIN_WORD);
    if (parts && parts.length > 1) out.add(parts.join(''));
  }
  return [...out];
}

/** Overlapping two-character pieces of a Thai text's Thai runs (for substring lookups). */
export function thaiBigrams(text: string): string[] {
  const out = new Set<string>();
  for (const run of text.match(/[\u0E00-\u0E7F]+/gu) ?? []) {
    const chars = [...run];
    for (let i = 0; i + 1 < chars.length; i++) out.add(chars[i]! + chars[i + 1]!);
  }
  return [...out];
}

/** Thai runs of a normalised text (the unsegmented pieces between spaces and Latin text). */
export function thaiRuns(normalisedText: string): string[] {
  return normalisedText.match(/[\u0E00-\u0E7F]+/gu) ?? [];
}
