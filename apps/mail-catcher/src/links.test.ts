import { describe, expect, it } from 'vitest';
import { extractLinks } from './links.js';

describe('extractLinks', () => {
  it('takes the http(s) hrefs of the HTML, then the URLs of the text, each once, in order of first appearance', () => {
    const html = `<p><a href="https://shop.example/confirm?token=a&amp;lang=th">ยืนยัน</a>
      <a href='http://shop.example/help'>help</a> <a href=https://shop.example/bare>bare</a>
      <a href="mailto:help@shop.example">mail</a> <a href="/relative">rel</a> <a href="javascript:alert(1)">x</a>
      <a HREF="https://shop.example/confirm?token=a&#38;lang=th">again</a></p>`;
    const text =
      'Confirm: https://shop.example/confirm?token=a&lang=th.\nOr see (https://shop.example/terms) and https://shop.example/new, thanks';
    expect(extractLinks(html, text)).toEqual([
      'https://shop.example/confirm?token=a&lang=th',
      'http://shop.example/help',
      'https://shop.example/bare',
      'https://shop.example/terms',
      'https://shop.example/new',
    ]);
  });

  it('keeps a closing parenthesis that belongs to the URL and drops sentence punctuation', () => {
    expect(extractLinks(null, 'See https://en.example/wiki/Talat_(market)! and "https://a.example/x?y=1".')).toEqual([
      'https://en.example/wiki/Talat_(market)',
      'https://a.example/x?y=1',
    ]);
  });

  it('finds nothing in a message without links', () => {
    expect(extractLinks(null, 'สวัสดีครับ ไม่มีลิงก์')).toEqual([]);
    expect(extractLinks('<p data-href="https://no.example">x</p>', '')).toEqual([]);
  });
});
