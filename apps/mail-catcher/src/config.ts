// Configuration of the mail catcher, read from the environment and checked with zod. The
// catcher shows every message to whoever can reach it, so it listens on loopback only.
import { isIPv4 } from 'node:net';
import { z } from 'zod';

/** An unset or empty variable takes its default. */
const blankAsUnset = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? undefined : v);

const port = (fallback: number) => z.preprocess(blankAsUnset, z.coerce.number().int().min(0).max(65535).default(fallback));

/** localhost, ::1 or 127.0.0.0/8 (also written as an IPv4-mapped IPv6 address). */
export function isLoopbackHost(host: string): boolean {
  const h = host
    .trim()
    .toLowerCase()
    .replace(/^\[(.*)\]$/, '$1');
  if (h === 'localhost' || h === '::1' || h === '0:0:0:0:0:0:0:1') return true;
  const v4 = h.startsWith('::ffff:') ? h.slice('::ffff:'.length) : h;
  return isIPv4(v4) && v4.startsWith('127.');
}

const envSchema = z
  .object({
    MAIL_CATCHER_SMTP_PORT: port(1025),
    MAIL_CATCHER_WEB_PORT: port(1080),
    MAIL_CATCHER_HOST: z.preprocess(
      blankAsUnset,
      z.string().default('127.0.0.1').refine(isLoopbackHost, {
        message: 'must be a loopback address (127.x.x.x, ::1 or localhost): the catcher shows every message to whoever can reach it',
      }),
    ),
    MAIL_CATCHER_MAX_MESSAGES: z.preprocess(blankAsUnset, z.coerce.number().int().min(1).max(100_000).default(500)),
  })
  .refine((e) => e.MAIL_CATCHER_SMTP_PORT === 0 || e.MAIL_CATCHER_SMTP_PORT !== e.MAIL_CATCHER_WEB_PORT, {
    message: 'must differ from MAIL_CATCHER_SMTP_PORT',
    path: ['MAIL_CATCHER_WEB_PORT'],
  });

export interface Config {
  /** SMTP port; 0 picks a free one. */
  smtpPort: number;
  /** Web page and JSON API port; 0 picks a free one. */
  webPort: number;
  /** Loopback address both servers bind. */
  host: string;
  /** How many messages are kept; the oldest is dropped first. */
  maxMessages: number;
}

/** Reads the configuration from the environment; throws with every bad variable named. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const issues = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ');
    throw new Error(`mail-catcher: bad environment: ${issues}`);
  }
  const e = parsed.data;
  return {
    smtpPort: e.MAIL_CATCHER_SMTP_PORT,
    webPort: e.MAIL_CATCHER_WEB_PORT,
    host: e.MAIL_CATCHER_HOST.trim(),
    maxMessages: e.MAIL_CATCHER_MAX_MESSAGES,
  };
}
