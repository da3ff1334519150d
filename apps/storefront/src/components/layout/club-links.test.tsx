import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { ClubLinks, storeLinkHref } from './club-links';

describe('ClubLinks', () => {
  it('puts shop paths under the shopper’s language and leaves full URLs as they are', () => {
    expect(storeLinkHref({ label: 'Stores', url: '/contact' }, 'th')).toBe('/th/contact');
    expect(storeLinkHref({ label: 'Tickets', url: 'https://tickets.example/th' }, 'th')).toBe('https://tickets.example/th');
  });

  it('lists the locators the shop has, named, and nothing without any', () => {
    const html = renderToStaticMarkup(
      <ClubLinks
        links={[{ label: 'ร้านค้าของสโมสร', url: '/contact' }, null, { label: 'ตั๋ว', url: 'https://tickets.example/th' }]}
        locale="th"
        label="แวะมาที่สโมสร"
      />,
    );
    expect(html).toContain('aria-label="แวะมาที่สโมสร"');
    expect(html).toContain('href="/th/contact"');
    expect(html).toContain('href="https://tickets.example/th" rel="noopener noreferrer"');
    expect(renderToStaticMarkup(<ClubLinks links={[null, null]} locale="en" label="Visit" />)).toBe('');
  });
});
