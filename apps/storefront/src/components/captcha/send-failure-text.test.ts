import { describe, expect, it } from 'vitest';
import { CaptchaUnavailableError, sendFailureText } from './captcha-field';

describe('sendFailureText', () => {
  it("says the server's words, else the form's generic one, and nothing when the captcha said it already", () => {
    expect(sendFailureText({ shopperMessage: 'Too many requests.' }, 'generic')).toBe('Too many requests.');
    expect(sendFailureText(new Error('network'), 'generic')).toBe('generic');
    expect(sendFailureText({ shopperMessage: '' }, 'generic')).toBe('generic');
    expect(sendFailureText(null, 'generic')).toBe('generic');
    expect(sendFailureText(new CaptchaUnavailableError('could not load'), 'generic')).toBeNull();
  });
});
