import { describe, expect, it } from 'vitest';
import { decodeEntry, encodeEntry, entryTags, revalidatedSince } from './cache-codec';

describe('encodeEntry / decodeEntry', () => {
  it('keeps Buffers and Maps of a page entry', () => {
    const entry = {
      lastModified: 1,
      value: {
        kind: 'APP_PAGE',
        html: '<p>ข</p>',
        rscData: Buffer.from('rsc'),
        segmentData: new Map([['/_index', Buffer.from('seg')]]),
        status: 200,
      },
    };
    const back = decodeEntry<typeof entry>(encodeEntry(entry));
    expect(back.value.html).toBe('<p>ข</p>');
    expect(Buffer.isBuffer(back.value.rscData)).toBe(true);
    expect(back.value.rscData.toString()).toBe('rsc');
    expect(back.value.segmentData).toBeInstanceOf(Map);
    expect(back.value.segmentData.get('/_index')?.toString()).toBe('seg');
  });

  it('leaves plain data alone', () => {
    const entry = { value: { kind: 'FETCH', data: { body: 'e30=', headers: { a: 'b' }, status: 200 }, tags: ['product:1'] } };
    expect(decodeEntry(encodeEntry(entry))).toEqual(entry);
  });
});

describe('entryTags', () => {
  it('joins context tags and a page header', () => {
    expect(entryTags({ headers: { 'x-next-cache-tags': '_N_T_/layout,_N_T_/en/gifts' } }, ['collection:3'])).toEqual([
      'collection:3',
      '_N_T_/layout',
      '_N_T_/en/gifts',
    ]);
    expect(entryTags(null)).toEqual([]);
  });
});

describe('revalidatedSince', () => {
  it('is true only for a tag revalidated at or after the write', () => {
    expect(revalidatedSince(1000, [null, '999'])).toBe(false);
    expect(revalidatedSince(1000, ['1000'])).toBe(true);
    expect(revalidatedSince(1000, [null, '2000'])).toBe(true);
  });
});
