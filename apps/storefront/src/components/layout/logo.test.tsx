import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Logo } from './logo';

describe('Logo', () => {
  it('shows the store config’s image, decorative, inside a link named for the shop and the wordmark it shows', () => {
    const html = renderToStaticMarkup(
      <Logo locale="th" label="หน้าแรก ร้านค้า" logo={{ src: 'https://cdn.example/logo.svg', width: 120, height: 40, wordmark: 'TALAT' }} />,
    );
    expect(html).toContain('href="/th"');
    // The wordmark first, as it is seen (WCAG 2.5.3, label in name).
    expect(html).toContain('aria-label="TALAT – หน้าแรก ร้านค้า"');
    expect(html).toMatch(/<img src="https:\/\/cdn.example\/logo.svg" alt="" width="120" height="40"/);
    expect(html).not.toContain('<svg');
    expect(html).toContain('<span>TALAT</span>');
  });
  it('draws the crest without an image, and leaves out an empty wordmark', () => {
    const html = renderToStaticMarkup(<Logo locale="en" label="Shop home" logo={{ src: null, width: 32, height: 32, wordmark: '' }} />);
    expect(html).toContain('<svg');
    expect(html).not.toContain('<img');
    expect(html).not.toContain('<span>');
    expect(html).toContain('aria-label="Shop home"');
  });
});
