import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import type { Socket } from 'node:net';

/**
 * Stopping without losing a request: on SIGTERM (or SIGINT) a service stops accepting
 * connections, marks itself draining (its /ready answers 503, so a load balancer stops sending),
 * closes idle keep-alive connections, lets every request in flight finish (each answered with
 * `Connection: close`), then runs its own clean-up and exits 0. Requests still running after
 * `timeoutMs` are cut and the exit is 1.
 */
export interface DrainOptions {
  /** Longest wait for requests in flight (default 25 s, inside a typical 30 s stop timeout). */
  timeoutMs?: number;
  /** Called first: mark health as draining. */
  onDrainStart?: () => void;
  /** After the servers closed: close databases, queues (awaited). */
  beforeExit?: () => Promise<void> | void;
  log?: (message: string) => void;
  signals?: readonly NodeJS.Signals[];
  /** For tests: instead of process.exit. */
  exit?: (code: number) => void;
}

export interface Drainer {
  /** Requests being answered now. */
  inFlight(): number;
  /** Starts draining (what the signal does); resolves with the exit code once done. */
  drain(): Promise<number>;
}

/** Counts requests per connection on `servers` and drains them on a signal. */
export function drainOnSignal(servers: Server | readonly Server[], options: DrainOptions = {}): Drainer {
  const list = Array.isArray(servers) ? servers : [servers as Server];
  const active = new Map<Socket, number>();
  let draining: Promise<number> | null = null;
  const log = options.log ?? (() => undefined);

  for (const server of list) {
    server.on('request', (req: IncomingMessage, res: ServerResponse) => {
      const socket = req.socket;
      active.set(socket, (active.get(socket) ?? 0) + 1);
      if (draining) res.setHeader('connection', 'close');
      res.once('close', () => {
        const left = (active.get(socket) ?? 1) - 1;
        if (left > 0) active.set(socket, left);
        else active.delete(socket);
        // The last answer on a connection while draining: close it rather than keep it alive.
        if (draining && left <= 0 && !socket.destroyed) socket.end();
      });
    });
  }

  const inFlight = () => [...active.values()].reduce((a, b) => a + b, 0);

  function drain(): Promise<number> {
    if (draining) return draining;
    draining = (async () => {
      options.onDrainStart?.();
      log(`draining: ${inFlight()} request(s) in flight`);
      const closed = Promise.all(list.map((s) => new Promise<void>((resolve) => s.close(() => resolve()))));
      for (const s of list) s.closeIdleConnections();
      let timer: NodeJS.Timeout | undefined;
      const timedOut = new Promise<'timeout'>((resolve) => {
        timer = setTimeout(() => resolve('timeout'), options.timeoutMs ?? 25_000);
        timer.unref();
      });
      const outcome = await Promise.race([closed.then(() => 'closed' as const), timedOut]);
      clearTimeout(timer);
      if (outcome === 'timeout') {
        log(`draining: ${inFlight()} request(s) still running after ${options.timeoutMs ?? 25_000} ms; closing them`);
        for (const s of list) s.closeAllConnections();
      }
      try {
        await options.beforeExit?.();
      } catch (error) {
        log(`draining: clean-up failed: ${(error as Error).message}`);
        return 1;
      }
      log('drained');
      return outcome === 'closed' ? 0 : 1;
    })();
    return draining;
  }

  const exit = options.exit ?? ((code: number) => process.exit(code));
  for (const signal of options.signals ?? (['SIGTERM', 'SIGINT'] as const)) {
    process.once(signal, () => {
      void drain().then(exit);
    });
  }
  return { inFlight, drain };
}
