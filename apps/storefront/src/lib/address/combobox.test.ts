import { describe, expect, it } from 'vitest';
import { countText, moveActive } from './combobox';
import { fillTemplate } from '@/i18n/fill-template';

describe('moveActive', () => {
  it('moves down and up and wraps around; nothing to move in an empty list', () => {
    expect(moveActive('ArrowDown', -1, 3)).toBe(0);
    expect(moveActive('ArrowDown', 2, 3)).toBe(0);
    expect(moveActive('ArrowUp', 0, 3)).toBe(2);
    expect(moveActive('ArrowUp', -1, 3)).toBe(2);
    expect(moveActive('ArrowDown', -1, 0)).toBe(-1);
  });
});

describe('countText and fillTemplate', () => {
  const texts = { none: 'Sorry, no matching options.', one: '1 option available.', other: '{count} options available.' };
  it('says none, one or how many', () => {
    expect(countText(0, texts)).toBe('Sorry, no matching options.');
    expect(countText(1, texts)).toBe('1 option available.');
    expect(countText(12, texts)).toBe('12 options available.');
  });
  it('fills known placeholders only', () => {
    expect(fillTemplate('Enter a valid postcode (e.g. {example}).', { example: '10200' })).toBe('Enter a valid postcode (e.g. 10200).');
    expect(fillTemplate('{a} {b}', { a: 1 })).toBe('1 {b}');
  });
});
