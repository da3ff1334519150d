import { describe, expect, it } from 'vitest';
import { escapeHtml, html } from './html.js';

describe('html', () => {
  it('escapes text for content and quoted attributes', () => {
    expect(escapeHtml(`<a href="x" title='y'>&</a>`)).toBe('&lt;a href=&quot;x&quot; title=&#39;y&#39;&gt;&amp;&lt;/a&gt;');
  });

  it('escapes interpolated values but keeps built HTML and arrays of it', () => {
    const items = ['<b>', 'ไทย'].map((s) => html`<li>${s}</li>`);
    expect(html`<ul title="${'"x"'}">${items}${null}${undefined}${false}${0}</ul>`.value).toBe(
      '<ul title="&quot;x&quot;"><li>&lt;b&gt;</li><li>ไทย</li>0</ul>',
    );
  });
});
