import { describe, expect, it } from 'vitest';
import {
  cleanLine,
  cleanParagraphs,
  containsMarkup,
  parseRatings,
  reviewErrorMessage,
  reviewLanguage,
  starsFor,
  stripMarkup,
  validateReviewInput,
} from './review-input';

const ratings = [
  { name: 'quality', value: 5 },
  { name: 'fit', value: 4 },
  { name: 'value', value: 4 },
];
const valid = { nickname: 'Nok', summary: 'Great shirt', text: 'Light fabric, fits well.', ratings };

describe('stripMarkup', () => {
  it('removes tags and keeps the text between them', () => {
    expect(stripMarkup('<b>Great</b> <i>shirt</i>')).toBe('Great shirt');
    expect(stripMarkup('<a href="x" onclick="alert(1)">link</a>')).toBe('link');
  });
  it('removes script and style elements with their content, and comments', () => {
    expect(stripMarkup('ok<script>alert("x")</script> fine<style>p{}</style><!-- hidden -->')).toBe('ok fine');
  });
  it('leaves no tag behind nested tricks and unterminated tags', () => {
    expect(stripMarkup('<<b>script>alert(1)<</b>/script>')).not.toMatch(/<[a-z/]/i);
    expect(stripMarkup('text <img src=x onerror=alert(1)')).toBe('text ');
  });
  it('keeps comparisons, hearts and entities as typed', () => {
    expect(stripMarkup('size 2 < 3 and 5 > 4 <3 &amp;')).toBe('size 2 < 3 and 5 > 4 <3 &amp;');
    expect(containsMarkup('5 > 4')).toBe(false);
    expect(containsMarkup('<p>x</p>')).toBe(true);
  });
});

describe('cleanLine and cleanParagraphs', () => {
  it('collapse whitespace in a line and keep paragraphs in a text', () => {
    expect(cleanLine('  Nok \n\t from   BKK ')).toBe('Nok from BKK');
    expect(cleanParagraphs('one  two\r\n\r\n\r\n\r\nthree \n four')).toBe('one two\n\nthree\nfour');
  });
});

describe('validateReviewInput', () => {
  it('accepts a valid review and averages the ratings', () => {
    const result = validateReviewInput(valid);
    expect(result).toMatchObject({ ok: true, value: { averageRating: 4.33, stars: 4, ratings: { quality: 5, fit: 4, value: 4 } } });
  });
  it('checks the limits after stripping markup', () => {
    expect(validateReviewInput({ ...valid, nickname: '<b></b>' })).toMatchObject({
      ok: false,
      error: { code: 'NICKNAME_REQUIRED', field: 'nickname' },
    });
    expect(validateReviewInput({ ...valid, nickname: 'x'.repeat(61) })).toMatchObject({ error: { code: 'NICKNAME_TOO_LONG' } });
    expect(validateReviewInput({ ...valid, summary: ' ' })).toMatchObject({ error: { code: 'SUMMARY_REQUIRED', field: 'summary' } });
    expect(validateReviewInput({ ...valid, summary: 'x'.repeat(121) })).toMatchObject({ error: { code: 'SUMMARY_TOO_LONG' } });
    expect(validateReviewInput({ ...valid, text: '<p>short</p>' })).toMatchObject({ error: { code: 'TEXT_TOO_SHORT', field: 'text' } });
    expect(validateReviewInput({ ...valid, text: 'x'.repeat(2001) })).toMatchObject({ error: { code: 'TEXT_TOO_LONG' } });
    expect(validateReviewInput({ ...valid, text: 'x'.repeat(2000) }).ok).toBe(true);
  });
  it('counts Thai text in code points', () => {
    expect(validateReviewInput({ ...valid, nickname: 'ต้น'.repeat(20) }).ok).toBe(true);
  });
  it('stores plain text', () => {
    const result = validateReviewInput({ ...valid, text: 'Great <script>alert(1)</script><b>shirt</b>, really good' });
    expect(result).toMatchObject({ ok: true, value: { text: 'Great shirt, really good' } });
  });
});

describe('parseRatings', () => {
  it('needs exactly quality, fit and value, each an integer from 1 to 5', () => {
    expect(parseRatings(ratings)).toEqual({ quality: 5, fit: 4, value: 4 });
    expect(parseRatings(ratings.slice(0, 2))).toBeNull();
    expect(parseRatings([...ratings.slice(0, 2), { name: 'fit', value: 3 }])).toBeNull();
    expect(parseRatings([...ratings.slice(0, 2), { name: 'value', value: 6 }])).toBeNull();
    expect(parseRatings([...ratings.slice(0, 2), { name: 'value', value: 2.5 }])).toBeNull();
    expect(parseRatings([...ratings.slice(0, 2), { name: 'price', value: 3 }])).toBeNull();
  });
});

describe('messages', () => {
  it('answers in Thai for th and in English otherwise', () => {
    expect(reviewLanguage('th')).toBe('th');
    expect(reviewLanguage('th_TH')).toBe('th');
    expect(reviewLanguage('en')).toBe('en');
    expect(reviewLanguage('fr')).toBe('en');
    expect(reviewErrorMessage('TEXT_TOO_SHORT', 'th')).toBe('รีวิวต้องยาวอย่างน้อย 10 ตัวอักษร');
    expect(reviewErrorMessage('TEXT_TOO_LONG', 'en')).toBe('Your review can be at most 2,000 characters long.');
  });
});

describe('starsFor', () => {
  it('rounds half up within 1 to 5', () => {
    expect(starsFor(4.5)).toBe(5);
    expect(starsFor(4.33)).toBe(4);
    expect(starsFor(0)).toBe(1);
  });
});
