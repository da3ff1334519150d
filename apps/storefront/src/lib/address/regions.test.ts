import { describe, expect, it } from 'vitest';
import { filterRegions, findRegion, regionsOf, resolveRegionText } from './regions';

const th = regionsOf('TH')!;
const gb = regionsOf('gb')!;

describe('regionsOf', () => {
  it('lists the 77 Thai provinces and the 4 UK nations; other countries type freely', () => {
    expect(th).toHaveLength(77);
    expect(new Set(th.map((o) => o.code)).size).toBe(77);
    expect(gb.map((o) => o.en)).toEqual(['England', 'Scotland', 'Wales', 'Northern Ireland']);
    expect(regionsOf('FR')).toBeNull();
  });
});

describe('filterRegions', () => {
  it('matches Thai or English names, those starting with the text first', () => {
    expect(filterRegions(th, 'chiang', 'en').map((o) => o.en)).toEqual(['Chiang Mai', 'Chiang Rai']);
    expect(filterRegions(th, 'เชียง', 'th').map((o) => o.th)).toEqual(['เชียงราย', 'เชียงใหม่']);
    expect(filterRegions(th, 'buri', 'en')[0]?.en).toBe('Buri Ram');
    expect(filterRegions(th, 'buri', 'en').length).toBeGreaterThan(5);
  });
  it('ignores case, spaces and hyphens', () => {
    expect(filterRegions(th, 'CHIANGMAI', 'en').map((o) => o.en)).toEqual(['Chiang Mai']);
    expect(filterRegions(gb, 'northern-ire', 'en').map((o) => o.en)).toEqual(['Northern Ireland']);
  });
  it('lists everything, sorted in the language, for an empty text and nothing for no match', () => {
    expect(filterRegions(gb, '', 'en').map((o) => o.en)).toEqual(['England', 'Northern Ireland', 'Scotland', 'Wales']);
    expect(
      filterRegions(th, '', 'th')
        .slice(0, 2)
        .map((o) => o.th),
    ).toEqual(['กระบี่', 'กรุงเทพมหานคร']);
    expect(filterRegions(th, 'xyz', 'en')).toEqual([]);
  });
});

describe('findRegion', () => {
  it('finds an exact name in either language', () => {
    expect(findRegion(th, 'bangkok')?.th).toBe('กรุงเทพมหานคร');
    expect(findRegion(th, 'กรุงเทพมหานคร')?.en).toBe('Bangkok');
    expect(findRegion(th, 'Bang')).toBeNull();
    expect(findRegion(th, '')).toBeNull();
  });
});

describe('resolveRegionText', () => {
  it('keeps an exact or only match in the page language, clears an emptied field, else keeps the previous value', () => {
    expect(resolveRegionText(th, 'bangkok', '', 'th')).toBe('กรุงเทพมหานคร');
    expect(resolveRegionText(th, 'chiang m', '', 'en')).toBe('Chiang Mai');
    expect(resolveRegionText(th, 'chiang', 'Phuket', 'en')).toBe('Phuket');
    expect(resolveRegionText(th, 'nowhere', 'Phuket', 'en')).toBe('Phuket');
    expect(resolveRegionText(th, '  ', 'Phuket', 'en')).toBe('');
    expect(resolveRegionText(gb, 'wal', '', 'en')).toBe('Wales');
  });
});
