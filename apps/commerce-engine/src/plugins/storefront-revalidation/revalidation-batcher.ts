import { REVALIDATION_TYPES, RevalidationEvent, RevalidationType } from './types';

export interface RevalidationBatcherOptions {
  debounceMs: number;
  maxWaitMs: number;
  /** Receives each batch; its errors go to `onError` (never thrown at the caller of `add`). */
  send: (events: RevalidationEvent[]) => Promise<void> | void;
  onError?: (error: unknown) => void;
}

/**
 * Collects changed ids by type and sends them as one batch once no change has arrived for
 * `debounceMs` (or `maxWaitMs` after the first change of the batch, whichever comes first).
 * Ids are de-duplicated; types keep the contract order.
 */
export class RevalidationBatcher {
  private pending = new Map<RevalidationType, Set<string>>();
  private debounceTimer: ReturnType<typeof setTimeout> | undefined;
  private maxWaitTimer: ReturnType<typeof setTimeout> | undefined;

  constructor(private readonly options: RevalidationBatcherOptions) {}

  /** Adds changed ids; empty or missing ids are ignored. */
  add(type: RevalidationType, ids: ReadonlyArray<string | number | null | undefined>): void {
    const clean = ids.filter((id): id is string | number => id !== null && id !== undefined && id !== '').map(String);
    if (clean.length === 0) return;
    let set = this.pending.get(type);
    if (!set) {
      set = new Set();
      this.pending.set(type, set);
    }
    for (const id of clean) set.add(id);
    if (this.debounceTimer) clearTimeout(this.debounceTimer);
    this.debounceTimer = setTimeout(() => void this.flush(), this.options.debounceMs);
    this.maxWaitTimer ??= setTimeout(() => void this.flush(), this.options.maxWaitMs);
  }

  /** Number of ids waiting. */
  get size(): number {
    let n = 0;
    for (const s of this.pending.values()) n += s.size;
    return n;
  }

  /** Sends what is waiting now (nothing when empty). */
  async flush(): Promise<void> {
    this.clearTimers();
    const events = this.take();
    if (events.length === 0) return;
    try {
      await this.options.send(events);
    } catch (e) {
      this.options.onError?.(e);
    }
  }

  /** Drops what is waiting and stops the timers (shutdown). */
  dispose(): void {
    this.clearTimers();
    this.pending = new Map();
  }

  private take(): RevalidationEvent[] {
    const pending = this.pending;
    this.pending = new Map();
    return REVALIDATION_TYPES.filter((t) => pending.has(t)).map((type) => ({ type, ids: [...pending.get(type)!] }));
  }

  private clearTimers(): void {
    if (this.debounceTimer) clearTimeout(this.debounceTimer);
    if (this.maxWaitTimer) clearTimeout(this.maxWaitTimer);
    this.debounceTimer = undefined;
    this.maxWaitTimer = undefined;
  }
}

/**
 * Decides when a failure is worth a warning: the first failure of a run of failures, then
 * nothing until a success (or `quietMs` later, for a storefront that stays down).
 */
export class FailureGate {
  private failingSince: number | undefined;
  private lastWarnedAt = 0;
  private suppressed = 0;

  constructor(private readonly quietMs = 10 * 60 * 1000) {}

  /** Records a failure; returns the number of failures folded into this warning, or null when it should stay silent. */
  failure(now = Date.now()): number | null {
    if (this.failingSince === undefined || now - this.lastWarnedAt >= this.quietMs) {
      this.failingSince ??= now;
      this.lastWarnedAt = now;
      const folded = this.suppressed;
      this.suppressed = 0;
      return folded;
    }
    this.suppressed++;
    return null;
  }

  /** Records a success; true when it ends a run of failures. */
  success(): boolean {
    const recovered = this.failingSince !== undefined;
    this.failingSince = undefined;
    this.suppressed = 0;
    return recovered;
  }
}

/** POSTs one batch; resolves on a 2xx answer, rejects otherwise (status or network error, timeout). */
export async function postRevalidation(
  url: string,
  secret: string,
  events: RevalidationEvent[],
  timeoutMs: number,
  fetchImpl: typeof fetch = fetch,
): Promise<void> {
  const response = await fetchImpl(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-revalidate-secret': secret },
    body: JSON.stringify({ events }),
    signal: AbortSignal.timeout(timeoutMs),
  });
  // Drain the body so the connection is reused.
  await response.arrayBuffer().catch(() => undefined);
  if (!response.ok) throw new Error(`HTTP ${response.status}`);
}

/** `${storefrontUrl}/api/revalidate`, or null when the storefront URL is empty (disabled). */
export function revalidateUrl(storefrontUrl: string): string | null {
  const base = storefrontUrl.trim().replace(/\/+$/, '');
  return base ? `${base}/api/revalidate` : null;
}

/**
 * The revalidation URL of each storefront origin in a comma-separated list: several storefront
 * processes (the scaled profile) each keep their own memory of pages, so each is told.
 */
export function revalidateUrls(storefrontUrls: string): string[] {
  return storefrontUrls.split(',').flatMap((origin) => revalidateUrl(origin) ?? []);
}
