import { describe, expect, it } from 'vitest';
import { html } from '@talat/rules/html';
import { alertBox, field, layout } from './pages.js';

describe('page parts', () => {
  it('labels every field and ties its error to it', () => {
    const out = field({ id: 'email', label: 'Email', type: 'email', value: '"><b>', autocomplete: 'email', error: 'Invalid email' }).value;
    expect(out).toContain('<label for="email">Email</label>');
    expect(out).toContain('value="&quot;&gt;&lt;b&gt;"');
    expect(out).toContain('aria-invalid="true" aria-describedby="email-error"');
    expect(out).toContain('<p id="email-error" class="error">Invalid email</p>');
  });

  it('never echoes a password', () => {
    expect(field({ id: 'password', label: 'P', type: 'password', value: 'secret', autocomplete: 'current-password' }).value).not.toContain(
      'secret',
    );
  });

  it('announces alerts and sets the page language', () => {
    expect(alertBox('x').value).toBe('<div role="alert" class="alert">x</div>');
    const page = layout({ lang: 'th', title: 'เข้าสู่ระบบ', main: html`<p>x</p>` }).value;
    expect(page).toContain('<html lang="th">');
    expect(page).toContain('<title>เข้าสู่ระบบ · Talat ID</title>');
    expect(page).not.toMatch(/<script|<link|https?:\/\//);
  });
});
