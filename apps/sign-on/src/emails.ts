import { html, type SafeHtml } from '@talat/rules/html';
import { messages, type Lang } from './i18n.js';
import type { OutgoingMail } from './mailer.js';

interface Paragraph {
  text: string;
  link?: string;
}

function compose(to: string, lang: Lang, subject: string, paragraphs: Paragraph[]): OutgoingMail {
  const text = paragraphs.map((p) => (p.link ? `${p.text}\n${p.link}` : p.text)).join('\n\n');
  const body: SafeHtml[] = paragraphs.map((p) =>
    p.link ? html`<p>${p.text}<br><a href="${p.link}">${p.link}</a></p>` : html`<p>${p.text}</p>`,
  );
  const page = html`<!doctype html><html lang="${lang}"><head><meta charset="utf-8"><title>${subject}</title></head><body>${body}</body></html>`;
  return {
    to,
    subject,
    text: `${text}\n`,
    html: page.value,
    links: paragraphs.flatMap((p) => (p.link ? [p.link] : [])),
    lang,
  };
}

export function confirmationMail(to: string, lang: Lang, givenName: string, link: string, ttlSeconds: number): OutgoingMail {
  const m = messages(lang).mail;
  return compose(to, lang, m.confirmSubject, [
    { text: m.greeting(givenName) },
    { text: m.confirmBody(Math.max(1, Math.round(ttlSeconds / 3600))), link },
    { text: m.ignore },
  ]);
}

export function alreadyRegisteredMail(to: string, lang: Lang, givenName: string, signInLink: string, forgotLink: string): OutgoingMail {
  const m = messages(lang).mail;
  return compose(to, lang, m.existingSubject, [
    { text: m.greeting(givenName) },
    { text: m.existingBody },
    { text: m.existingSignIn, link: signInLink },
    { text: m.existingForgot, link: forgotLink },
    { text: m.ignore },
  ]);
}

export function resetMail(to: string, lang: Lang, givenName: string, link: string, ttlSeconds: number): OutgoingMail {
  const m = messages(lang).mail;
  return compose(to, lang, m.resetSubject, [
    { text: m.greeting(givenName) },
    { text: m.resetBody(Math.max(1, Math.round(ttlSeconds / 60))), link },
    { text: m.ignore },
  ]);
}
