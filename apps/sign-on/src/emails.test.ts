import { describe, expect, it } from 'vitest';
import { alreadyRegisteredMail, confirmationMail } from './emails.js';

describe('emails', () => {
  it('carry the link in text and HTML, escaped, in the chosen language', () => {
    const mail = confirmationMail('x@example.com', 'th', '<Nok>', 'http://id/th/confirm?token=a&interaction=b', 86400);
    expect(mail.subject).toBe('ยืนยันบัญชี Talat ID ของคุณ');
    expect(mail.text).toContain('http://id/th/confirm?token=a&interaction=b');
    expect(mail.text).toContain('24 ชั่วโมง');
    expect(mail.text).toContain('กรอกรหัสผ่านที่คุณตั้งไว้');
    expect(mail.html).toContain('href="http://id/th/confirm?token=a&amp;interaction=b"');
    expect(mail.html).toContain('&lt;Nok&gt;');
    expect(mail.html).toContain('<html lang="th">');
    expect(mail.links).toEqual(['http://id/th/confirm?token=a&interaction=b']);
  });

  it('tell the owner of a known address that someone tried to register with it', () => {
    const mail = alreadyRegisteredMail('emma@example.com', 'en', 'Emma', 'http://id/en/sign-in', 'http://id/en/forgot');
    expect(mail.subject).toBe('Your Talat ID account');
    expect(mail.text).toContain('Someone, hopefully you, tried to create a Talat ID account with this email address.');
    expect(mail.links).toEqual(['http://id/en/sign-in', 'http://id/en/forgot']);
  });
});
