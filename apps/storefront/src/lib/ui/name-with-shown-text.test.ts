import { describe, expect, it } from 'vitest';
import { nameWithShownText } from './name-with-shown-text';

describe('nameWithShownText', () => {
  it('puts a shown code first when the name lacks it as a word, in either language', () => {
    // "en" is inside "English", but not a word of its own: a voice saying "EN" would not match.
    expect(nameWithShownText('EN', 'Language: English')).toBe('EN – Language: English');
    expect(nameWithShownText('TH', 'ภาษา: ภาษาไทย')).toBe('TH – ภาษา: ภาษาไทย');
    expect(nameWithShownText('TALAT', 'หน้าแรก ร้านค้าทางการ ตลาด เอฟซี')).toBe('TALAT – หน้าแรก ร้านค้าทางการ ตลาด เอฟซี');
  });

  it('leaves a name that already holds the shown text, whatever its case and punctuation', () => {
    expect(nameWithShownText('THB', 'Currency: THB')).toBe('Currency: THB');
    expect(nameWithShownText('TALAT', 'Talat FC Official Store home')).toBe('Talat FC Official Store home');
    expect(nameWithShownText('TALAT FC', 'Talat-FC home')).toBe('Talat-FC home');
  });

  it('leaves the name when nothing is shown', () => {
    expect(nameWithShownText('', 'Menu')).toBe('Menu');
    expect(nameWithShownText(' ', 'Menu')).toBe('Menu');
  });
});
