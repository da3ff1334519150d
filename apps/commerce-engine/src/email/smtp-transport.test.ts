import { describe, expect, it } from 'vitest';
import { smtpAddress, smtpTransportOptions } from './smtp-transport';

describe('smtpTransportOptions', () => {
  it('reads the development mail catcher: plain SMTP, no login', () => {
    expect(smtpTransportOptions('smtp://127.0.0.1:1025')).toMatchObject({ type: 'smtp', host: '127.0.0.1', port: 1025, secure: false });
    expect(smtpTransportOptions('smtp://127.0.0.1:1025')).not.toHaveProperty('auth');
  });

  it('reads smtps with a login, decoding user and password', () => {
    expect(smtpTransportOptions('smtps://shop%40talat.example:p%3Ass%2Fw@mail.example.com')).toMatchObject({
      host: 'mail.example.com',
      port: 465,
      secure: true,
      auth: { user: 'shop@talat.example', pass: 'p:ss/w' },
    });
  });

  it('defaults smtp to the submission port and can require STARTTLS', () => {
    expect(smtpTransportOptions('smtp://u:p@relay.example?requireTLS=true')).toMatchObject({ port: 587, secure: false, requireTLS: true });
    expect(smtpTransportOptions('smtp://[::1]:2525')).toMatchObject({ host: '::1', port: 2525 });
  });

  it('refuses what is not an SMTP URL without repeating it (it may hold a password)', () => {
    expect(() => smtpTransportOptions('https://u:secret@mail.example')).toThrow(/must be smtp:\/\/ or smtps:\/\/, not https:/);
    expect(() => smtpTransportOptions('not a url secret')).toThrow(/not a URL/);
    for (const bad of ['https://u:secret@mail.example', 'not a url secret']) {
      expect(() => smtpTransportOptions(bad)).not.toThrow(/secret/);
    }
  });

  it('gives host and port alone for the readiness check', () => {
    expect(smtpAddress('smtps://u:p@mail.example.com')).toEqual({ host: 'mail.example.com', port: 465 });
  });
});
