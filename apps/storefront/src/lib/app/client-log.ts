/**
 * What the browser reports to POST /api/pino (spec section 8): warnings and errors, as
 * `{ level, message: { message, stack, name, type } }`. A missing page (404, not found) and a
 * CSRF token that could not be fetched are expected and not sent.
 */
export type ClientLogLevel = 'warn' | 'error';

export interface ClientLogPayload {
  level: ClientLogLevel;
  message: { message: string; stack?: string; name?: string; type?: string };
}

export const CLIENT_LOG_LIMITS = { message: 1_000, stack: 4_000, name: 100, type: 100 } as const;

const NOT_SENT = /\b404\b|not[ _-]?found|NEXT_HTTP_ERROR_FALLBACK|csrf/i;

export function shouldSend(error: unknown): boolean {
  const { name, message, digest } = (error ?? {}) as { name?: unknown; message?: unknown; digest?: unknown };
  const text = [name, message, digest, typeof error === 'string' ? error : ''].filter((v) => typeof v === 'string').join(' ');
  return text.length > 0 && !NOT_SENT.test(text);
}

const cut = (value: unknown, max: number) => (typeof value === 'string' && value ? value.slice(0, max) : undefined);

export function toPayload(level: ClientLogLevel, error: unknown, type: string): ClientLogPayload {
  const e = (typeof error === 'object' && error !== null ? error : { message: String(error) }) as {
    message?: unknown;
    stack?: unknown;
    name?: unknown;
  };
  return {
    level,
    message: {
      message: cut(e.message, CLIENT_LOG_LIMITS.message) ?? 'Unknown error',
      stack: cut(e.stack, CLIENT_LOG_LIMITS.stack),
      name: cut(e.name, CLIENT_LOG_LIMITS.name),
      type: cut(type, CLIENT_LOG_LIMITS.type),
    },
  };
}

/**
 * Sends it without waiting; a failure to send is not reported again. The answer's body (a
 * refusal's message) is read to its end: left unread, the request stays open in the browser.
 * `keepalive` only while the page is being left, when the page cannot read it.
 */
export function sendClientLog(level: ClientLogLevel, error: unknown, type: string): void {
  if (!shouldSend(error) || typeof fetch === 'undefined') return;
  void fetch('/api/pino', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(toPayload(level, error, type)),
    keepalive: typeof document !== 'undefined' && document.visibilityState === 'hidden',
  })
    .then((response) => response.text())
    .catch(() => undefined);
}
