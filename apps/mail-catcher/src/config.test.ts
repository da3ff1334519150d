import { describe, expect, it } from 'vitest';
import { isLoopbackHost, loadConfig } from './config.js';

describe('loadConfig', () => {
  it('has loopback defaults', () => {
    expect(loadConfig({})).toEqual({ smtpPort: 1025, webPort: 1080, host: '127.0.0.1', maxMessages: 500 });
  });

  it('reads every variable; an empty one takes its default', () => {
    expect(
      loadConfig({ MAIL_CATCHER_SMTP_PORT: '2525', MAIL_CATCHER_WEB_PORT: '0', MAIL_CATCHER_HOST: '::1', MAIL_CATCHER_MAX_MESSAGES: '' }),
    ).toEqual({ smtpPort: 2525, webPort: 0, host: '::1', maxMessages: 500 });
  });

  it('refuses a host that is not loopback, saying why', () => {
    for (const host of ['0.0.0.0', '192.168.1.10', 'mail.talat.example', '::', '128.0.0.1']) {
      expect(() => loadConfig({ MAIL_CATCHER_HOST: host })).toThrow(/MAIL_CATCHER_HOST: must be a loopback address.*whoever can reach it/);
    }
  });

  it('names every bad variable', () => {
    let message = '';
    try {
      loadConfig({ MAIL_CATCHER_SMTP_PORT: 'abc', MAIL_CATCHER_WEB_PORT: '70000', MAIL_CATCHER_MAX_MESSAGES: '0' });
    } catch (e) {
      message = (e as Error).message;
    }
    expect(message).toMatch(/^mail-catcher: bad environment: /);
    expect(message).toContain('MAIL_CATCHER_SMTP_PORT');
    expect(message).toContain('MAIL_CATCHER_WEB_PORT');
    expect(message).toContain('MAIL_CATCHER_MAX_MESSAGES');
  });

  it('refuses the same port for SMTP and the web page', () => {
    expect(() => loadConfig({ MAIL_CATCHER_SMTP_PORT: '2525', MAIL_CATCHER_WEB_PORT: '2525' })).toThrow(
      /MAIL_CATCHER_WEB_PORT: must differ/,
    );
  });
});

describe('isLoopbackHost', () => {
  it('knows the loopback names', () => {
    for (const h of ['localhost', '127.0.0.1', '127.1.2.3', '::1', '[::1]', '::ffff:127.0.0.1', 'LOCALHOST'])
      expect(isLoopbackHost(h)).toBe(true);
    for (const h of ['', '0.0.0.0', '10.0.0.1', 'localhost.talat.example', '127.0.0.1.nip.io', '::']) expect(isLoopbackHost(h)).toBe(false);
  });
});
