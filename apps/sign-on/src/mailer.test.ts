import type { AddressInfo } from 'node:net';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { afterEach, describe, expect, it } from 'vitest';
import { resetMail } from './emails.js';
import { Outbox, SmtpMailer, smtpAddress, type Mailer } from './mailer.js';
import { recordingLog } from './test-support.js';

/** An SMTP server in the test: keeps each message it receives, parsed. */
async function smtpServer(): Promise<{
  url: string;
  received: ParsedMail[];
  envelopes: { from: string; to: string[] }[];
  close: () => Promise<void>;
}> {
  const received: ParsedMail[] = [];
  const envelopes: { from: string; to: string[] }[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      simpleParser(stream).then(
        (mail) => {
          received.push(mail);
          envelopes.push({
            from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
            to: session.envelope.rcptTo.map((r) => r.address),
          });
          callback();
        },
        (e: Error) => callback(e),
      );
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return { url: `smtp://127.0.0.1:${port}`, received, envelopes, close: () => new Promise((resolve) => server.close(() => resolve())) };
}

const closers: (() => Promise<void> | void)[] = [];
afterEach(async () => {
  for (const close of closers.splice(0)) await close();
});

describe('SmtpMailer', () => {
  it('delivers a Thai mail over SMTP with its text and HTML parts, from MAIL_FROM', async () => {
    const smtp = await smtpServer();
    closers.push(smtp.close);
    const mailer = new SmtpMailer({ url: smtp.url, from: '"Talat ID" <noreply@talat.example>' });
    closers.push(() => mailer.close());

    await mailer.send(resetMail('somchai@talat.example', 'th', 'สมชาย', 'http://id.test/th/reset?token=abc', 3600));

    expect(smtp.envelopes).toEqual([{ from: 'noreply@talat.example', to: ['somchai@talat.example'] }]);
    const [mail] = smtp.received;
    expect(mail!.subject).toBe('ตั้งรหัสผ่าน Talat ID ใหม่');
    expect(mail!.from?.value).toEqual([{ address: 'noreply@talat.example', name: 'Talat ID' }]);
    expect(mail!.text).toContain('สวัสดีคุณสมชาย');
    expect(mail!.text).toContain('http://id.test/th/reset?token=abc');
    expect(mail!.html).toContain('<html lang="th">');
    expect(mail!.html).toContain('href="http://id.test/th/reset?token=abc"');
    expect(mail!.headers.get('content-language')).toBe('th');
  });

  it('fails when the relay cannot be reached', async () => {
    const mailer = new SmtpMailer({ url: 'smtp://127.0.0.1:1', from: 'x@talat.example' });
    closers.push(() => mailer.close());
    await expect(mailer.send(resetMail('a@example.com', 'en', 'A', 'http://id/en/reset?token=1', 60))).rejects.toThrow();
  });
});

describe('smtpAddress', () => {
  it('reads host and port from SMTP_URL, with the protocol default ports', () => {
    expect(smtpAddress('smtp://127.0.0.1:1025')).toEqual({ host: '127.0.0.1', port: 1025 });
    expect(smtpAddress('smtps://user:pass@mail.example')).toEqual({ host: 'mail.example', port: 465 });
    expect(smtpAddress('smtp://mail.example')).toEqual({ host: 'mail.example', port: 25 });
    expect(smtpAddress('smtp://[::1]:2525')).toEqual({ host: '::1', port: 2525 });
  });
});

describe('Outbox', () => {
  it('sends after the caller goes on, and logs a failure without the recipient or the links', async () => {
    const log = recordingLog();
    const sent: string[] = [];
    const failing: Mailer = {
      send: async (mail) => {
        await new Promise((resolve) => setTimeout(resolve, 10)); // an SMTP exchange takes a while
        if (mail.to.startsWith('bad')) throw new Error('relay refused');
        sent.push(mail.to);
      },
    };
    const outbox = new Outbox(failing, log.warn);
    outbox.post(resetMail('good@example.com', 'en', 'G', 'http://id/en/reset?token=secret1', 60));
    outbox.post(resetMail('bad@example.com', 'en', 'B', 'http://id/en/reset?token=secret2', 60));
    expect(sent).toEqual([]);
    await outbox.idle();
    expect(sent).toEqual(['good@example.com']);
    expect(log.lines).toEqual(['warn: sign-on: mail "Set a new Talat ID password" could not be sent: relay refused']);
  });
});
