import { describe, expect, it } from 'vitest';
import { escapeHtml, html, raw } from './html';

// Moved here with the code from apps/sign-on/src/html.test.ts and apps/mail-catcher/src/html.test.ts.

describe('escapeHtml', () => {
  it('escapes the characters that matter in content and attributes', () => {
    expect(escapeHtml(`<a href="x" onclick='y'>&\`</a>`)).toBe('&lt;a href=&quot;x&quot; onclick=&#39;y&#39;&gt;&amp;&#96;&lt;/a&gt;');
    expect(escapeHtml('สมชาย ใจดี')).toBe('สมชาย ใจดี');
  });

  it('escapes text for content and quoted attributes', () => {
    expect(escapeHtml(`<a href="x" title='y'>&</a>`)).toBe('&lt;a href=&quot;x&quot; title=&#39;y&#39;&gt;&amp;&lt;/a&gt;');
  });
});

describe('html template', () => {
  it('escapes interpolations, keeps safe markup, joins arrays and drops empties', () => {
    const name = '<script>alert(1)</script>';
    const out = html`<p title="${name}">${name}${raw('<br>')}${[1, '<', html`<i>x</i>`]}${null}${undefined}${false}</p>`;
    expect(out.value).toBe('<p title="&lt;script&gt;alert(1)&lt;/script&gt;">&lt;script&gt;alert(1)&lt;/script&gt;<br>1&lt;<i>x</i></p>');
  });

  it('escapes interpolated values but keeps built HTML and arrays of it', () => {
    const items = ['<b>', 'ไทย'].map((s) => html`<li>${s}</li>`);
    expect(html`<ul title="${'"x"'}">${items}${null}${undefined}${false}${0}</ul>`.value).toBe(
      '<ul title="&quot;x&quot;"><li>&lt;b&gt;</li><li>ไทย</li>0</ul>',
    );
  });
});
