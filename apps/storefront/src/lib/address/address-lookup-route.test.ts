import { describe, expect, it, vi } from 'vitest';

vi.mock('server-only', () => ({}));
const { GET } = await import('../../app/api/address-lookup/route');

const get = (query: string) => GET(new Request(`http://shop.test/api/address-lookup?${query}`));

describe('GET /api/address-lookup', () => {
  it('answers whole areas in the requested language, cacheable', async () => {
    const response = get('q=10330&locale=en');
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toContain('max-age=86400');
    const body = (await response.json()) as { matches: { postcode: string; province: string }[] };
    expect(body.matches).toHaveLength(4);
    expect(body.matches.every((m) => m.postcode === '10330' && m.province === 'Bangkok')).toBe(true);
  });
  it('answers at most 10', async () => {
    const body = (await get(`q=${encodeURIComponent('เมือง')}&locale=th`).json()) as { matches: unknown[] };
    expect(body.matches).toHaveLength(10);
  });
  it('answers 400 with a message in the language on bad input, never 500', async () => {
    const missing = get('locale=th');
    expect(missing.status).toBe(400);
    expect(await missing.json()).toEqual({ error: { code: 'missingQuery', message: 'กรุณาพิมพ์ตำบล อำเภอ จังหวัด หรือรหัสไปรษณีย์ที่ต้องการค้นหา' } });
    const long = get(`q=${'a'.repeat(61)}&locale=en`);
    expect(long.status).toBe(400);
    expect(((await long.json()) as { error: { message: string } }).error.message).toBe('The search text is too long (max 60 characters).');
    expect(get('q=abc&locale=de').status).toBe(400);
    expect(get('q=%00%FF&locale=en').status).toBe(200);
  });
});
