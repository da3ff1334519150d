// Turns a raw message received over SMTP into a caught message: mailparser decodes the MIME
// structure and the encoded words; the recipients come from the SMTP envelope.
import { randomBytes } from 'node:crypto';
import { simpleParser } from 'mailparser';
import { extractLinks } from './links.js';
import type { CaughtMessage } from './message-store.js';

export interface Envelope {
  /** MAIL FROM, or null for the null sender `<>`. */
  mailFrom: string | null;
  /** RCPT TO addresses. */
  rcptTo: string[];
}

/** 12 random bytes in base64url: 16 characters, safe in a URL path. */
export function newMessageId(): string {
  return randomBytes(12).toString('base64url');
}

export async function parseMessage(raw: Buffer, envelope: Envelope, receivedAt: Date = new Date()): Promise<CaughtMessage> {
  const parsed = await simpleParser(raw);
  const html = typeof parsed.html === 'string' ? parsed.html : null;
  const text = parsed.text ?? '';
  return {
    id: newMessageId(),
    from: parsed.from?.text || envelope.mailFrom || '',
    to: [...new Set(envelope.rcptTo.map((a) => a.toLowerCase()))],
    subject: parsed.subject ?? '',
    date: receivedAt.toISOString(),
    text,
    html,
    links: extractLinks(html, text),
    size: raw.length,
  };
}
