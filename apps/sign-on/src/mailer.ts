import nodemailer from 'nodemailer';
import type { Lang } from './i18n.js';

/**
 * Email leaves over SMTP (`SMTP_URL`, `MAIL_FROM`): in development to the local mail catcher,
 * whose web page shows what was sent; in production to the shop's relay. Mails are composed in
 * emails.ts (a text and an HTML part, in the language of the page they were asked from); the
 * `Mailer` seam lets tests record them instead.
 */
export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** Every link in the message, in order (tests follow them). */
  links: string[];
  lang: Lang;
}

export interface Mailer {
  send(mail: OutgoingMail): Promise<void>;
  close?(): void;
}

export interface SmtpSettings {
  /** nodemailer URL: `smtp://host:port`, `smtps://user:pass@host:465`, options as query parameters. */
  url: string;
  /** The sender, `"Talat ID" <noreply@talat.example>`. */
  from: string;
}

/** Sends each mail over SMTP (one connection per mail; a sign-on service sends few). */
export class SmtpMailer implements Mailer {
  private readonly transport: ReturnType<typeof nodemailer.createTransport>;

  constructor(private readonly settings: SmtpSettings) {
    // A relay that does not answer must not hold the outbox for minutes (the URL's own query
    // parameters win over these).
    this.transport = nodemailer.createTransport({
      url: settings.url,
      connectionTimeout: 10_000,
      greetingTimeout: 10_000,
      socketTimeout: 30_000,
    });
  }

  async send(mail: OutgoingMail): Promise<void> {
    await this.transport.sendMail({
      from: this.settings.from,
      to: mail.to,
      subject: mail.subject,
      text: mail.text,
      html: mail.html,
      headers: { 'Content-Language': mail.lang },
    });
  }

  close(): void {
    this.transport.close();
  }
}

/** Where SMTP_URL points, for the readiness check (default ports: 25, or 465 for smtps). */
export function smtpAddress(url: string): { host: string; port: number } {
  const parsed = new URL(url);
  const port = parsed.port ? Number(parsed.port) : parsed.protocol === 'smtps:' ? 465 : 25;
  return { host: parsed.hostname.replace(/^\[|\]$/g, ''), port };
}

/**
 * Mails are sent after the page has answered: a slow or unreachable relay neither delays the
 * answer nor tells, by its timing, whether a mail was sent at all (register and forgot answer
 * alike for known and unknown addresses). A mail that cannot be sent is logged, without its
 * links or recipient.
 */
export class Outbox {
  private readonly pending = new Set<Promise<void>>();

  constructor(
    private readonly mailer: Mailer,
    private readonly warn: (message: string) => void,
  ) {}

  post(mail: OutgoingMail): void {
    const sending = this.mailer
      .send(mail)
      .catch((e: unknown) => this.warn(`sign-on: mail "${mail.subject}" could not be sent: ${(e as Error).message}`))
      .finally(() => this.pending.delete(sending));
    this.pending.add(sending);
  }

  /** Resolves once every mail posted so far has been sent or given up. */
  async idle(): Promise<void> {
    while (this.pending.size) await Promise.allSettled([...this.pending]);
  }
}
