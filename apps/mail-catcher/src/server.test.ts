// Starts the catcher on free ports, sends real mail to it with nodemailer and reads it back
// through the JSON API and the pages.
import { request } from 'node:http';
import nodemailer from 'nodemailer';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type MailCatcher, startMailCatcher } from './server.js';

let catcher: MailCatcher;
let web: string;
let smtpUrl: string;

beforeAll(async () => {
  catcher = await startMailCatcher({ smtpPort: 0, webPort: 0, host: '127.0.0.1', maxMessages: 500 });
  web = `http://127.0.0.1:${catcher.webPort}`;
  smtpUrl = `smtp://127.0.0.1:${catcher.smtpPort}`;
});
afterAll(() => catcher.close());
beforeEach(() => catcher.store.clear());

interface ApiMessage {
  id: string;
  from: string;
  to: string[];
  subject: string;
  date: string;
  text: string;
  html: string | null;
  links: string[];
}

async function api<T>(path: string): Promise<T> {
  const res = await fetch(web + path);
  expect(res.status).toBe(200);
  expect(res.headers.get('content-type')).toBe('application/json; charset=utf-8');
  return (await res.json()) as T;
}

const thai = {
  from: '"ตลาด เอฟซี" <shop@talat.example>',
  to: 'Somchai@Talat.example',
  subject: 'ยืนยันคำสั่งซื้อ #1042 — ขอบคุณที่สั่งซื้อกับตลาด เอฟซี',
  text: 'สวัสดีครับคุณสมชาย\nยืนยันอีเมลของคุณที่ https://shop.talat.example/th/confirm?token=abc123\nขอบคุณครับ',
  html: '<p>สวัสดีครับคุณสมชาย</p><p><a href="https://shop.talat.example/th/confirm?token=abc123">ยืนยันอีเมล</a> · <a href="https://shop.talat.example/th/orders/1042?x=1&amp;y=2">คำสั่งซื้อ</a></p>',
};

describe('mail catcher', () => {
  it('catches a Thai message sent without authentication and shows it exactly through the JSON API', async () => {
    const transport = nodemailer.createTransport(smtpUrl);
    await transport.sendMail({ ...thai, cc: 'emma@talat.example' });
    transport.close();

    const [m, ...rest] = await api<ApiMessage[]>('/api/messages');
    expect(rest).toEqual([]);
    expect(m).toMatchObject({
      from: '"ตลาด เอฟซี" <shop@talat.example>',
      to: ['somchai@talat.example', 'emma@talat.example'],
      subject: thai.subject,
      html: thai.html,
      links: ['https://shop.talat.example/th/confirm?token=abc123', 'https://shop.talat.example/th/orders/1042?x=1&y=2'],
    });
    expect(m?.text).toBe(thai.text);
    expect(m?.id).toMatch(/^[A-Za-z0-9_-]{16}$/);
    expect(Date.now() - Date.parse(m?.date ?? '')).toBeLessThan(60_000);
    expect(Object.keys(m ?? {}).sort()).toEqual(['date', 'from', 'html', 'id', 'links', 'subject', 'text', 'to']);
    expect(await api<ApiMessage>(`/api/messages/${m?.id}`)).toEqual(m);
  });

  it('accepts any credentials (AUTH PLAIN and LOGIN) and filters by recipient, newest first', async () => {
    const plain = nodemailer.createTransport({ url: `smtp://shop:any-secret@127.0.0.1:${catcher.smtpPort}`, forceAuth: true });
    const login = nodemailer.createTransport({
      host: '127.0.0.1',
      port: catcher.smtpPort,
      auth: { user: 'someone', pass: 'whatever' },
      authMethod: 'LOGIN',
      forceAuth: true,
    });
    expect(await plain.verify()).toBe(true);
    expect(await login.verify()).toBe(true);
    await plain.sendMail({
      from: 'Talat FC <shop@talat.example>',
      to: 'emma@talat.example',
      subject: 'Your order #1043 is on its way',
      text: 'Hello Emma, track it at https://track.example/1043.',
    });
    await login.sendMail({
      from: 'Talat FC <shop@talat.example>',
      to: 'EMMA@talat.example, somchai@talat.example',
      subject: 'Reset your password',
      html: '<p>Reset it <a href="https://sign-on.talat.example/en/reset?t=xyz">here</a>.</p>',
    });
    plain.close();
    login.close();

    const emma = await api<ApiMessage[]>('/api/messages?to=Emma%40Talat.example');
    expect(emma.map((m) => m.subject)).toEqual(['Reset your password', 'Your order #1043 is on its way']);
    const [reset, order] = emma;
    expect(order).toMatchObject({ to: ['emma@talat.example'], html: null, links: ['https://track.example/1043'] });
    // As sent: nodemailer ends a single-part quoted-printable body with a line break.
    expect(order?.text).toBe('Hello Emma, track it at https://track.example/1043.\n');
    expect(reset).toMatchObject({
      to: ['emma@talat.example', 'somchai@talat.example'],
      links: ['https://sign-on.talat.example/en/reset?t=xyz'],
    });
    expect((await api<ApiMessage[]>('/api/messages?to=somchai@talat.example')).map((m) => m.subject)).toEqual(['Reset your password']);
    expect(await api<ApiMessage[]>('/api/messages?to=nobody@talat.example')).toEqual([]);
  });

  it('escapes message text in its pages, shows the HTML body in a sandboxed iframe and allows no script', async () => {
    const transport = nodemailer.createTransport(smtpUrl);
    await transport.sendMail({
      from: 'x@talat.example',
      to: 'a@talat.example',
      subject: '<script>alert(1)</script>',
      text: '</pre><script>alert(2)</script>',
      html: '<p onclick="alert(3)">Hi "you" & <b>me</b></p><script>alert(4)</script>',
    });
    transport.close();
    const [m] = await api<ApiMessage[]>('/api/messages');

    const list = await fetch(`${web}/?to=%3Cb%3E`);
    expect(list.status).toBe(200);
    expect(await list.text()).toContain('value="&lt;b&gt;"');

    const res = await fetch(`${web}/`);
    const page = await res.text();
    expect(res.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(res.headers.get('content-security-policy')).toMatch(/^default-src 'none';/);
    expect(res.headers.get('content-security-policy')).not.toContain('script-src');
    expect(page).toContain('<html lang="en">');
    expect(page).toContain('<meta charset="utf-8">');
    expect(page).toContain('Development mail catcher — messages are kept here and never delivered');
    expect(page).toContain('<label for="to">');
    expect(page).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(page).not.toMatch(/<script/i);

    const one = await fetch(`${web}/messages/${m?.id}`);
    const detail = await one.text();
    expect(one.status).toBe(200);
    expect(detail).not.toMatch(/<script/i);
    expect(detail).toContain('<pre>&lt;/pre&gt;&lt;script&gt;alert(2)&lt;/script&gt;');
    expect(detail).toContain(
      '<iframe sandbox srcdoc="&lt;p onclick=&quot;alert(3)&quot;&gt;Hi &quot;you&quot; &amp; &lt;b&gt;me&lt;/b&gt;&lt;/p&gt;&lt;script&gt;alert(4)&lt;/script&gt;"',
    );
  });

  it('puts the security headers on every answer, 404s the unknown and 405s a wrong method with Allow', async () => {
    const expectSecure = (res: Response) => {
      expect(res.headers.get('x-content-type-options')).toBe('nosniff');
      expect(res.headers.get('referrer-policy')).toBe('no-referrer');
      expect(res.headers.get('x-frame-options')).toBe('SAMEORIGIN');
      expect(res.headers.get('cache-control')).toBe('no-store');
    };
    const health = await fetch(`${web}/health`);
    expectSecure(health);
    expect(await health.json()).toEqual({ status: 'ok' });

    const missing = await fetch(`${web}/api/messages/nope`);
    expectSecure(missing);
    expect(missing.status).toBe(404);
    expect(await missing.json()).toEqual({ error: 'not_found' });

    const missingPage = await fetch(`${web}/messages/nope`);
    expect(missingPage.status).toBe(404);
    expect(missingPage.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect((await fetch(`${web}/elsewhere`)).status).toBe(404);

    const wrong = await fetch(`${web}/api/messages`, { method: 'POST', body: '{}' });
    expectSecure(wrong);
    expect(wrong.status).toBe(405);
    expect(wrong.headers.get('allow')).toBe('GET, DELETE, HEAD');
    const wrongPage = await fetch(`${web}/`, { method: 'DELETE' });
    expect(wrongPage.status).toBe(405);
    expect(wrongPage.headers.get('allow')).toBe('GET, HEAD');

    // fetch may not set Host: a page of a rebound name (evil.example → 127.0.0.1) is refused.
    const rebound = await new Promise<number | undefined>((resolve, reject) => {
      request(`${web}/api/messages`, { headers: { host: 'evil.example' } }, (res) => {
        res.resume();
        resolve(res.statusCode);
      })
        .on('error', reject)
        .end();
    });
    expect(rebound).toBe(421);
    expect((await fetch(`http://localhost:${catcher.webPort}/health`)).status).toBe(200);
  });

  it('clears every message on DELETE /api/messages', async () => {
    const transport = nodemailer.createTransport(smtpUrl);
    await transport.sendMail({ from: 'x@talat.example', to: 'a@talat.example', subject: 'one', text: '1' });
    await transport.sendMail({ from: 'x@talat.example', to: 'b@talat.example', subject: 'two', text: '2' });
    transport.close();
    expect(await api<ApiMessage[]>('/api/messages')).toHaveLength(2);
    const res = await fetch(`${web}/api/messages`, { method: 'DELETE' });
    expect(res.status).toBe(204);
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(await api<ApiMessage[]>('/api/messages')).toEqual([]);
  });

  it('refuses a message over 10 MB with 552 and keeps nothing of it', async () => {
    const transport = nodemailer.createTransport(smtpUrl);
    const big = `${'a'.repeat(75)}\n`.repeat(Math.ceil((10.5 * 1024 * 1024) / 76));
    const refused = await transport.sendMail({ from: 'x@talat.example', to: 'a@talat.example', subject: 'too big', text: big }).then(
      () => null,
      (e: unknown) => e as { responseCode?: number; message: string },
    );
    transport.close();
    expect(refused?.responseCode).toBe(552);
    expect(refused?.message).toMatch(/maximum message size/);
    expect(catcher.store.count).toBe(0);
  }, 30_000);
});
