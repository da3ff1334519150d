import { randomBytes } from 'node:crypto';
import { mkdir, readdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { z } from 'zod';
import type { Lang } from './i18n.js';

export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** Every link in the message, in order (tests follow them). */
  links: string[];
  lang: Lang;
}

export interface StoredMail extends OutgoingMail {
  id: string;
  /** ISO 8601 */
  sentAt: string;
}

export interface Mailer {
  send(mail: OutgoingMail): Promise<void>;
}

const storedSchema = z.object({
  id: z.string(),
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  html: z.string(),
  links: z.array(z.string()),
  sentAt: z.string(),
  lang: z.enum(['en', 'th']),
});

const ID = /^[0-9]{13}-[0-9]{6}-[a-f0-9]{8}$/;
let sequence = 0;

/** The development mailbox: each message a JSON file in `dir`, named so names sort by time. */
export class DevMailbox implements Mailer {
  constructor(
    private readonly dir: string,
    private readonly now: () => number = Date.now,
  ) {}

  async send(mail: OutgoingMail): Promise<void> {
    await mkdir(this.dir, { recursive: true });
    const time = this.now();
    sequence = (sequence + 1) % 1_000_000;
    const id = `${String(time).padStart(13, '0')}-${String(sequence).padStart(6, '0')}-${randomBytes(4).toString('hex')}`;
    const stored: StoredMail = { id, ...mail, sentAt: new Date(time).toISOString() };
    await writeFile(join(this.dir, `${id}.json`), `${JSON.stringify(stored, null, 2)}\n`, { flag: 'wx' });
  }

  /** Messages, newest first; only those to `to` (compared case-insensitively) when given. */
  async list(to?: string): Promise<StoredMail[]> {
    let names: string[];
    try {
      names = await readdir(this.dir);
    } catch (e) {
      if ((e as NodeJS.ErrnoException).code === 'ENOENT') return [];
      throw e;
    }
    const wanted = to?.trim().toLowerCase();
    const mails: StoredMail[] = [];
    for (const name of names) {
      if (!name.endsWith('.json') || !ID.test(name.slice(0, -5))) continue;
      try {
        const mail = storedSchema.parse(JSON.parse(await readFile(join(this.dir, name), 'utf8')));
        if (wanted === undefined || mail.to.toLowerCase() === wanted) mails.push(mail);
      } catch {
        // a file being written or edited by hand: skip it
      }
    }
    return mails.sort((a, b) => (a.sentAt === b.sentAt ? b.id.localeCompare(a.id) : b.sentAt.localeCompare(a.sentAt)));
  }
}

/** Without the development mailbox nothing is delivered: the sending is logged, without the links. */
export class LogMailer implements Mailer {
  constructor(private readonly log: (message: string) => void = console.log) {}

  async send(mail: OutgoingMail): Promise<void> {
    this.log(`sign-on: mail "${mail.subject}" to ${mail.to} not delivered (no mail transport; SSO_DEV_MAILBOX=false)`);
  }
}
