import { describe, expect, it } from 'vitest';
import { isUnreadableForm, unreadableFormResponse } from './unreadable-form';

const post = (body: BodyInit, type: string) =>
  new Request('http://shop.test/th/gifts', { method: 'POST', body, headers: { 'content-type': type } });

describe('isUnreadableForm', () => {
  it('finds a multipart POST without parts, or without a boundary', async () => {
    expect(await isUnreadableForm(post('"x"', 'multipart/form-data; boundary=talat'))).toBe(true);
    expect(await isUnreadableForm(post('', 'multipart/form-data'))).toBe(true);
  });

  it('lets a well-formed form through, with its body still readable after', async () => {
    const form = new FormData();
    form.set('currency', 'GBP');
    const request = new Request('http://shop.test/en', { method: 'POST', body: form });
    expect(await isUnreadableForm(request)).toBe(false);
    expect((await request.formData()).get('currency')).toBe('GBP');
  });

  it('leaves other methods and types alone', async () => {
    expect(await isUnreadableForm(new Request('http://shop.test/en'))).toBe(false);
    expect(await isUnreadableForm(post('{oops', 'application/json'))).toBe(false);
    expect(await isUnreadableForm(post('a=%zz', 'application/x-www-form-urlencoded'))).toBe(false);
  });
});

describe('unreadableFormResponse', () => {
  it('answers 400 in the shopper language, not cached', async () => {
    const res = unreadableFormResponse('th');
    expect(res.status).toBe(400);
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(await res.text()).toMatch(/[\u0E00-\u0E7F]/);
    expect(await unreadableFormResponse('en').text()).toBe('The request could not be read.');
  });
});
