import type { SMTPTransportOptions } from '@vendure/email-plugin';

/**
 * The EmailPlugin's SMTP transport from `SMTP_URL`, as nodemailer reads such URLs:
 * `smtp://[user:password@]host[:port]` (port 587 by default; STARTTLS when the server offers it)
 * or `smtps://[user:password@]host[:port]` (TLS from the first byte, port 465 by default).
 * User and password are percent-decoded. `?requireTLS=true` refuses a server without STARTTLS.
 * Errors never repeat the URL: it may carry a password.
 */
export function smtpTransportOptions(url: string): SMTPTransportOptions {
  let u: URL;
  try {
    u = new URL(url.trim());
  } catch {
    throw new Error('SMTP_URL is not a URL (smtp://user:password@host:587 or smtps://user:password@host:465)');
  }
  if (u.protocol !== 'smtp:' && u.protocol !== 'smtps:') throw new Error(`SMTP_URL must be smtp:// or smtps://, not ${u.protocol}//`);
  if (!u.hostname) throw new Error('SMTP_URL names no host');
  const secure = u.protocol === 'smtps:';
  const port = u.port ? Number(u.port) : secure ? 465 : 587;
  const user = decodeURIComponent(u.username);
  const pass = decodeURIComponent(u.password);
  return {
    type: 'smtp',
    host: u.hostname.replace(/^\[(.*)\]$/, '$1'),
    port,
    secure,
    ...(user ? { auth: { user, pass } } : {}),
    ...(u.searchParams.get('requireTLS') === 'true' ? { requireTLS: true } : {}),
    // A slow or absent server must not hold an email job for nodemailer's default two minutes.
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 30_000,
  };
}

/** Host and port of SMTP_URL, for the readiness check (no credentials). */
export function smtpAddress(url: string): { host: string; port: number } {
  const { host, port } = smtpTransportOptions(url);
  return { host: host ?? '127.0.0.1', port: port ?? 587 };
}
