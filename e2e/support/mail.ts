import { expect } from '@playwright/test';

// Email as a shopper receives it: every service of the stack sends over SMTP to the development
// mail catcher (apps/mail-catcher), and tests read what arrived from its JSON API.

export const mailUrl = process.env.E2E_MAIL_URL ?? 'http://127.0.0.1:1080';

export interface CaughtMail {
  id: string;
  from: string;
  /** Envelope recipients, lower-cased. */
  to: string[];
  subject: string;
  date: string;
  text: string;
  html: string | null;
  links: string[];
}

/** The mails that reached `to` so far, newest first. */
export async function mailsTo(to: string): Promise<CaughtMail[]> {
  const res = await fetch(`${mailUrl}/api/messages?to=${encodeURIComponent(to)}`);
  if (!res.ok) throw new Error(`mail catcher answered ${res.status}`);
  return (await res.json()) as CaughtMail[];
}

/** The newest mail to `to` that `matches` (by default any), once it has arrived (waits up to `timeout`). */
export async function waitForMail(to: string, matches: (mail: CaughtMail) => boolean = () => true, timeout = 20_000): Promise<CaughtMail> {
  let found: CaughtMail | undefined;
  await expect
    .poll(
      async () => {
        found = (await mailsTo(to)).find(matches);
        return !!found;
      },
      { timeout, message: `a mail to ${to}` },
    )
    .toBe(true);
  return found!;
}
