import { Writable } from 'node:stream';
import { format } from 'node:util';
import pino, { type Logger } from 'pino';

/**
 * The services' logs: JSON lines in production (one object per line with `time`, `level`,
 * `service` and `msg`, for a log collector), short readable lines in development. Secrets that
 * could travel in logged objects (authorization and cookie headers, passwords, tokens) are
 * redacted. LOG_LEVEL picks the level (default `info`).
 */
export type { Logger };

const REDACT = [
  'req.headers.authorization',
  'req.headers.cookie',
  'req.headers["x-talat-shop-key"]',
  'headers.authorization',
  'headers.cookie',
  'password',
  '*.password',
  'token',
  '*.token',
  'refreshToken',
  '*.refreshToken',
  'secret',
  '*.secret',
];

const LEVEL_NAMES: Record<number, string> = { 10: 'trace', 20: 'debug', 30: 'info', 40: 'warn', 50: 'error', 60: 'fatal' };

/** A development stream: `level msg key=value ...` per line, errors with their stack. */
function readableStream(out: NodeJS.WritableStream): Writable {
  return new Writable({
    write(chunk: Buffer, _encoding, done) {
      try {
        const {
          level,
          msg,
          time: _time,
          pid: _pid,
          hostname: _host,
          service: _service,
          err,
          ...rest
        } = JSON.parse(chunk.toString('utf8')) as Record<string, unknown>;
        const name = LEVEL_NAMES[Number(level)] ?? String(level);
        const extra = Object.entries(rest).map(([k, v]) => `${k}=${typeof v === 'string' ? v : JSON.stringify(v)}`);
        const stack = err && typeof err === 'object' && 'stack' in err ? `\n${String((err as { stack: unknown }).stack)}` : '';
        out.write(`${name === 'info' ? '' : `${name}: `}${String(msg ?? '')}${extra.length ? ` ${extra.join(' ')}` : ''}${stack}\n`);
      } catch {
        out.write(chunk);
      }
      done();
    },
  });
}

export interface LoggerOptions {
  /** The service's name, in every line (`service`). */
  service: string;
  /** JSON lines (production). Default: NODE_ENV=production. */
  json?: boolean;
  level?: string;
  /** Where lines go (default stdout); for tests. */
  destination?: NodeJS.WritableStream;
}

export function createLogger(options: LoggerOptions): Logger {
  const json = options.json ?? process.env.NODE_ENV === 'production';
  const out = options.destination ?? process.stdout;
  return pino(
    {
      base: { service: options.service },
      level: options.level ?? process.env.LOG_LEVEL ?? 'info',
      redact: { paths: REDACT, censor: '[redacted]' },
      timestamp: pino.stdTimeFunctions.isoTime,
      formatters: { level: (label, number) => ({ level: json ? label : number }) },
    },
    json ? out : readableStream(out),
  );
}

const CONSOLE_LEVELS = { log: 'info', info: 'info', debug: 'debug', warn: 'warn', error: 'error' } as const;

/**
 * Sends `console.*` through `logger`, so that what libraries and older code print is a JSON line
 * too in production. An Error among the arguments is logged as `err` (with its stack).
 */
export function routeConsoleTo(logger: Logger): void {
  for (const [method, level] of Object.entries(CONSOLE_LEVELS)) {
    (console as unknown as Record<string, (...args: unknown[]) => void>)[method] = (...args: unknown[]) => {
      const err = args.find((a): a is Error => a instanceof Error);
      const msg = format(...args.filter((a) => a !== err));
      if (err) logger[level]({ err }, msg || err.message);
      else logger[level](msg);
    };
  }
}
