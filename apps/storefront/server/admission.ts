import type { IncomingMessage, ServerResponse } from 'node:http';
import { answerFromCache } from './front-pages';
import type { PageCache } from './page-cache';

/**
 * Bounded work under overload (issue 30, docs/decisions/0036). Pages Next.js renders share one
 * thread: past a few at a time, more at once only makes each slower, and a queue without a bound
 * makes every shopper wait without limit. The gate lets `maxActive` renders run at once, queues
 * up to `maxQueued` more, first come first served, for at most `maxWaitMs` each, and refuses the
 * rest at once; the server then answers a refused page with a kept stale copy where it holds one,
 * else with 503, `Retry-After` and the busy page in the shopper's language (main.ts).
 */
export interface AdmissionOptions {
  maxActive: number;
  maxQueued: number;
  maxWaitMs: number;
  now?: () => number;
}

interface Waiting {
  run: () => void;
  refuse: () => void;
  since: number;
}

export type Entry = 'run' | 'queued' | 'refused';

export class AdmissionGate {
  private active = 0;
  private readonly waiting: Waiting[] = [];
  private readonly now: () => number;
  private readonly sweeper: NodeJS.Timeout | undefined;

  constructor(private readonly options: AdmissionOptions) {
    this.now = options.now ?? Date.now;
    // A queued request that waited its time is refused even when nothing finishes meanwhile.
    if (options.maxWaitMs > 0) {
      this.sweeper = setInterval(() => this.refuseExpired(), Math.max(10, Math.min(250, options.maxWaitMs / 4)));
      this.sweeper.unref();
    }
  }

  /** Renders running now. */
  get running(): number {
    return this.active;
  }

  /** Requests waiting for a render. */
  get queued(): number {
    return this.waiting.length;
  }

  /** Every render slot is taken: a new request would wait or be refused. */
  get saturated(): boolean {
    return this.active >= this.options.maxActive;
  }

  /**
   * Runs `run` now or when a slot frees, or calls `refuse` (now, or once it waited `maxWaitMs`).
   * Whoever `run` was called for must call the `done` it answers exactly once, when the work
   * ends; `cancel` takes a request that is still waiting out of the queue (its client left).
   */
  enter(run: () => void, refuse: () => void): { entry: Entry; done: () => void; cancel: () => void } {
    let started = false;
    let finished = false;
    const start = () => {
      started = true;
      this.active++;
      run();
    };
    // Only a request that ran gives its slot back, once.
    const done = () => {
      if (!started || finished) return;
      finished = true;
      this.active--;
      this.next();
    };
    if (this.active < this.options.maxActive) {
      start();
      return { entry: 'run', done, cancel: () => undefined };
    }
    if (this.waiting.length >= this.options.maxQueued) {
      refuse();
      return { entry: 'refused', done, cancel: () => undefined };
    }
    const item: Waiting = { run: start, refuse, since: this.now() };
    this.waiting.push(item);
    const cancel = () => {
      const at = this.waiting.indexOf(item);
      if (at >= 0) this.waiting.splice(at, 1);
    };
    return { entry: 'queued', done, cancel };
  }

  stop(): void {
    if (this.sweeper) clearInterval(this.sweeper);
  }

  private next(): void {
    this.refuseExpired();
    while (this.active < this.options.maxActive && this.waiting.length > 0) this.waiting.shift()!.run();
  }

  private refuseExpired(): void {
    const limit = this.now() - this.options.maxWaitMs;
    while (this.waiting.length > 0 && this.waiting[0]!.since <= limit) this.waiting.shift()!.refuse();
  }
}

/** STOREFRONT_MAX_RENDERS (default 8), STOREFRONT_RENDER_QUEUE (default 64), STOREFRONT_RENDER_WAIT_MS (default 1500). */
export function admissionOptionsFromEnv(env: NodeJS.ProcessEnv): AdmissionOptions {
  const number = (name: string, fallback: number, min: number) => {
    const value = Number(env[name] ?? fallback);
    return Number.isInteger(value) && value >= min ? value : fallback;
  };
  return {
    maxActive: number('STOREFRONT_MAX_RENDERS', 8, 1),
    maxQueued: number('STOREFRONT_RENDER_QUEUE', 64, 0),
    maxWaitMs: number('STOREFRONT_RENDER_WAIT_MS', 1500, 1),
  };
}

/** Seconds a refused shopper is asked to wait before asking again. */
export const BUSY_RETRY_AFTER_S = 2;

export type AdmissionResult = 'run' | 'queued' | 'stale' | 'refused';

export interface PageAdmission {
  gate: AdmissionGate;
  pages: PageCache;
  /** The busy page in the request's language. */
  busyPage: (req: IncomingMessage) => string;
  report: (result: AdmissionResult) => void;
}

/** Too busy to render the page in time: 503, `Retry-After` and the busy page in the shopper's language. */
function refuseBusy(req: IncomingMessage, res: ServerResponse, busyPage: string): void {
  if (res.headersSent || res.destroyed) return;
  res.writeHead(503, {
    'content-type': 'text/html; charset=utf-8',
    'cache-control': 'no-store',
    'retry-after': String(BUSY_RETRY_AFTER_S),
  });
  res.end(req.method === 'HEAD' ? undefined : busyPage);
}

/**
 * A page request the server's kept pages could not answer: rendered by `render` (Next.js) when
 * the gate lets it in, else a kept stale copy when the server holds one (not with `stale: false`:
 * a request the sign-on check must see first), else 503.
 */
export function admitPage(
  req: IncomingMessage,
  res: ServerResponse,
  admission: PageAdmission,
  render: () => void,
  { stale = true } = {},
): void {
  const { gate, pages, report } = admission;
  if (stale && gate.saturated && answerFromCache(req, res, pages, { stale: true })) {
    report('stale');
    return;
  }
  const ticket = gate.enter(render, () => {
    report('refused');
    refuseBusy(req, res, admission.busyPage(req));
  });
  if (ticket.entry === 'refused') return;
  report(ticket.entry);
  res.once('close', () => {
    ticket.cancel();
    ticket.done();
  });
}
