import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { confirmationMail, resetMail } from './emails.js';
import { DevMailbox } from './mailbox.js';

const dirs: string[] = [];
afterEach(() => dirs.splice(0).forEach((d) => rmSync(d, { recursive: true, force: true })));

describe('DevMailbox', () => {
  it('stores messages as JSON files and lists them newest first, by recipient', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'mailbox-'));
    dirs.push(dir);
    let now = Date.UTC(2026, 10, 27, 8, 0, 0);
    const box = new DevMailbox(join(dir, 'mailbox'), () => now);
    expect(await box.list()).toEqual([]);
    await box.send(confirmationMail('a@example.com', 'en', 'A', 'http://id/en/confirm?token=1', 86400));
    now += 1000;
    await box.send(resetMail('b@example.com', 'th', 'บี', 'http://id/th/reset?token=2', 3600));
    now += 1000;
    await box.send(resetMail('A@example.com', 'en', 'A', 'http://id/en/reset?token=3', 3600));
    writeFileSync(join(dir, 'mailbox', 'notes.txt'), 'ignored');

    const all = await box.list();
    expect(all.map((m) => m.links[0])).toEqual(['http://id/en/reset?token=3', 'http://id/th/reset?token=2', 'http://id/en/confirm?token=1']);
    expect(all[1]).toMatchObject({ to: 'b@example.com', lang: 'th', subject: 'ตั้งรหัสผ่าน Talat ID ใหม่', sentAt: '2026-11-27T08:00:01.000Z' });
    expect((await box.list('a@EXAMPLE.com')).map((m) => m.subject)).toEqual(['Set a new Talat ID password', 'Confirm your Talat ID account']);
  });
});

describe('emails', () => {
  it('carry the link in text and HTML, escaped, in the chosen language', () => {
    const mail = confirmationMail('x@example.com', 'th', '<Nok>', 'http://id/th/confirm?token=a&interaction=b', 86400);
    expect(mail.subject).toBe('ยืนยันบัญชี Talat ID ของคุณ');
    expect(mail.text).toContain('http://id/th/confirm?token=a&interaction=b');
    expect(mail.text).toContain('24 ชั่วโมง');
    expect(mail.html).toContain('href="http://id/th/confirm?token=a&amp;interaction=b"');
    expect(mail.html).toContain('&lt;Nok&gt;');
    expect(mail.html).toContain('<html lang="th">');
    expect(mail.links).toEqual(['http://id/th/confirm?token=a&interaction=b']);
  });
});
