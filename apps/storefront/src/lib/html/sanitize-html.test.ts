import { describe, expect, it } from 'vitest';
import { sanitizeHtml } from './sanitize-html';

describe('sanitizeHtml', () => {
  it('keeps allowed formatting', () => {
    expect(sanitizeHtml('<p>Home shirt <strong>2026</strong></p><ul><li>100% polyester</li></ul>')).toBe(
      '<p>Home shirt <strong>2026</strong></p><ul><li>100% polyester</li></ul>',
    );
  });
  it('drops script and style elements with their content', () => {
    expect(sanitizeHtml('<p>a</p><script>alert(1)</script><style>p{}</style><p>b</p>')).toBe('<p>a</p><p>b</p>');
    expect(sanitizeHtml('<p>a<SCRIPT src=x>bad()</SCRIPT >c</p>')).toBe('<p>ac</p>');
  });
  it('removes event handler and style attributes', () => {
    expect(sanitizeHtml('<p onclick="x()" style="color:red" class="c">t</p>')).toBe('<p>t</p>');
    expect(sanitizeHtml('<img src="https://x/a.jpg" onerror="alert(1)" alt="A">')).toBe('<img src="https://x/a.jpg" alt="A">');
  });
  it('removes javascript: links, also when disguised', () => {
    expect(sanitizeHtml('<a href="javascript:alert(1)">x</a>')).toBe('<a>x</a>');
    expect(sanitizeHtml('<a href="jav&#x09;ascript:alert(1)">x</a>')).toBe('<a>x</a>');
    expect(sanitizeHtml('<a href=" JaVaScRiPt:alert(1)">x</a>')).toBe('<a>x</a>');
    expect(sanitizeHtml('<a href="data:text/html,x">x</a>')).toBe('<a>x</a>');
  });
  it('keeps safe links and marks external ones', () => {
    expect(sanitizeHtml('<a href="/en/size-guide">Size guide</a>')).toBe('<a href="/en/size-guide">Size guide</a>');
    expect(sanitizeHtml('<a href="https://talat.example" title="T">T</a>')).toBe(
      '<a href="https://talat.example" title="T" rel="noopener noreferrer">T</a>',
    );
  });
  it('drops unknown tags but keeps their text, escaped', () => {
    expect(sanitizeHtml('<div><form><input>Hi & bye</form></div>')).toBe('Hi &amp; bye');
    expect(sanitizeHtml('1 < 2 &amp; 3 > 2')).toBe('1 &lt; 2 &amp; 3 &gt; 2');
  });
  it('closes open tags and ignores stray closing tags', () => {
    expect(sanitizeHtml('<ul><li>a')).toBe('<ul><li>a</li></ul>');
    expect(sanitizeHtml('</div></p>text')).toBe('text');
    expect(sanitizeHtml('<p><strong>a</p>')).toBe('<p><strong>a</strong></p>');
  });
  it('drops comments', () => {
    expect(sanitizeHtml('a<!-- <script>x</script> -->b')).toBe('ab');
  });
});
