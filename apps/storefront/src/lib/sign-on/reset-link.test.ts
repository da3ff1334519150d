import { describe, expect, it } from 'vitest';
import { passwordResetUrl } from './reset-link';

describe('passwordResetUrl', () => {
  it('sends a token on to the sign-on page that sets the new password', () => {
    expect(passwordResetUrl('http://sso.test/', 'th', 'abcDEF0123456789_-xyz')).toBe(
      'http://sso.test/th/reset?token=abcDEF0123456789_-xyz',
    );
  });

  it('asks for a link without a token, or with a value that is not one', () => {
    expect(passwordResetUrl('http://sso.test', 'en', undefined)).toBe('http://sso.test/en/forgot');
    expect(passwordResetUrl('http://sso.test', 'en', '"><script>')).toBe('http://sso.test/en/forgot');
    expect(passwordResetUrl('http://sso.test', 'en', ['a'])).toBe('http://sso.test/en/forgot');
  });
});
