import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { RichText } from './rich-text';

const doc = (...content: unknown[]) => ({ type: 'doc', content }) as never;
const p = (...content: unknown[]) => ({ type: 'paragraph', content });
const text = (t: string, marks?: unknown[]) => ({ type: 'text', text: t, marks });

describe('RichText', () => {
  it('renders paragraphs, headings and lists', () => {
    const html = renderToStaticMarkup(
      <RichText
        locale="en"
        doc={doc(
          { type: 'heading', attrs: { level: 2 }, content: [text('Delivery')] },
          p(text('We ship '), text('fast', [{ type: 'bold' }]), text(' and '), text('safely', [{ type: 'italic' }])),
          { type: 'bullet_list', content: [{ type: 'list_item', content: [p(text('Bangkok: 1 day'))] }] },
        )}
      />,
    );
    expect(html).toBe(
      '<div class="rich-text"><h2>Delivery</h2><p>We ship <strong>fast</strong> and <em>safely</em></p><ul><li><p>Bangkok: 1 day</p></li></ul></div>',
    );
  });

  it('prefixes story links with the locale and keeps safe URLs', () => {
    const html = renderToStaticMarkup(
      <RichText
        locale="th"
        doc={doc(
          p(
            text('returns', [{ type: 'link', attrs: { href: '/returns', linktype: 'story' } }]),
            text(' club', [{ type: 'link', attrs: { href: 'https://talatfc.example', linktype: 'url' } }]),
          ),
        )}
      />,
    );
    expect(html).toContain('<a href="/th/returns">returns</a>');
    expect(html).toContain('<a href="https://talatfc.example" rel="noopener noreferrer"> club</a>');
  });

  it('drops unsafe links but keeps their text', () => {
    const html = renderToStaticMarkup(
      <RichText locale="en" doc={doc(p(text('click', [{ type: 'link', attrs: { href: 'javascript:alert(1)', linktype: 'url' } }])))} />,
    );
    expect(html).toBe('<div class="rich-text"><p>click</p></div>');
  });

  it('escapes text instead of interpreting HTML', () => {
    const html = renderToStaticMarkup(<RichText locale="en" doc={doc(p(text('<script>alert(1)</script>')))} />);
    expect(html).toBe('<div class="rich-text"><p>&lt;script&gt;alert(1)&lt;/script&gt;</p></div>');
  });

  it('renders the children of unknown nodes and nothing for an empty document', () => {
    expect(renderToStaticMarkup(<RichText locale="en" doc={doc({ type: 'mystery', content: [p(text('kept'))] })} />)).toBe(
      '<div class="rich-text"><p>kept</p></div>',
    );
    expect(renderToStaticMarkup(<RichText locale="en" doc={null} />)).toBe('');
  });
});
