import { describe, expect, it } from 'vitest';
import { buildTextIndex, matchQuery, withinOneEdit } from './text-index';

const index = buildTextIndex([
  {
    name: 'Home Shirt 2025/26 \n เสื้อเหย้า 2025/26',
    meta: 'Red \n แดง',
    desc: 'Lightweight recycled fabric \n ผ้ารีไซเคิลน้ำหนักเบา ระบายเหงื่อได้ดี',
  },
  { name: 'Home Socks \n ถุงเท้าเหย้า', meta: 'Red \n แดง', desc: 'Cushioned sole \n พื้นบุนุ่มรองรับแรงกระแทก' },
  { name: 'Crest Hoodie \n เสื้อฮู้ดตราสโมสร', meta: 'Black \n ดำ', desc: 'Warm fleece \n ผ้าฟลีซอุ่น สวมใส่สบาย' },
]);

const ids = (term: string, prefixLast = true) =>
  [...matchQuery(index, term, { prefixLast }).docs.entries()]
    .sort((a, b) => b[1].matched - a[1].matched || b[1].score - a[1].score)
    .map(([i]) => i);

describe('matchQuery', () => {
  it('finds a Thai word from the middle of a name', () => {
    expect(ids('เหย้า')).toEqual([0, 1]);
    expect(ids('ถุงเท้า')).toEqual([1]);
  });
  it('finds a Thai word inside a run segmented differently (substring via bigrams)', () => {
    expect(ids('ตราสโมสร')).toEqual([2]);
    expect(ids('ไซเคิล')).toEqual([0]);
    expect(ids('ฮู้ด')).toContain(2);
  });
  it('finds by the name in the other language', () => {
    expect(ids('hoodie')).toEqual([2]);
    expect(ids('ฮู้ดตรา')).toEqual([2]);
  });
  it('ranks products holding every query word first', () => {
    const m = matchQuery(index, 'home red socks');
    expect(m.docs.get(1)!.matched).toBe(3);
    expect(m.docs.get(0)!.matched).toBe(2);
    expect(ids('home red socks')[0]).toBe(1);
  });
  it('weights names above facets above descriptions', () => {
    const idx = buildTextIndex([
      { name: '', meta: '', desc: 'gold' },
      { name: 'gold', meta: '', desc: '' },
      { name: '', meta: 'gold', desc: '' },
    ]);
    const order = [...matchQuery(idx, 'gold').docs.entries()].sort((a, b) => b[1].score - a[1].score).map(([i]) => i);
    expect(order).toEqual([1, 2, 0]);
  });
  it('matches the last word as a prefix, exact above prefix', () => {
    expect(ids('ho')).toEqual([0, 1, 2]);
    expect(ids('ho', false)).toEqual([]);
    const m = matchQuery(index, 'shirt');
    expect(m.docs.get(0)!.score).toBeGreaterThan(0);
    expect(matchQuery(index, 'shir').docs.get(0)!.score).toBeLessThan(m.docs.get(0)!.score);
  });
  it('forgives one typo in a longer Latin word', () => {
    expect(ids('hoddie')).toEqual([2]);
    expect(ids('xyzzy')).toEqual([]);
  });
});

describe('withinOneEdit', () => {
  it('accepts one substitution, insertion, deletion or swap', () => {
    expect(withinOneEdit('shirt', 'shirt')).toBe(true);
    expect(withinOneEdit('shirt', 'short')).toBe(true);
    expect(withinOneEdit('shirt', 'shirts')).toBe(true);
    expect(withinOneEdit('shirt', 'hirt')).toBe(true);
    expect(withinOneEdit('scarf', 'scraf')).toBe(true);
    expect(withinOneEdit('shirt', 'shrti')).toBe(false);
    expect(withinOneEdit('shirt', 'skirts')).toBe(false);
  });
});
