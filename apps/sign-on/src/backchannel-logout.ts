import type Provider from 'oidc-provider';
import type { AppLog } from './app-log.js';

/**
 * OpenID Connect Back-Channel Logout 1.0, sent to the clients (the storefront) when sessions end
 * here: a logout token (a JWT signed with the provider's keys: iss, aud, iat, exp, jti, sub,
 * `events` with the back-channel logout event, and `sid` when one session ended) POSTed as
 * `logout_token` to the client's `backchannel_logout_uri`. oidc-provider builds and sends the token
 * (`client.backchannelLogout(sub, sid)`); this adds what it leaves to us: a client that does not
 * answer 200/204 (the storefront is restarting, say) is asked again after `retryDelaysMs`, in the
 * background, and each outcome is logged. The user's action never waits for or fails with it.
 */
interface BackchannelClient {
  clientId: string;
  backchannelLogoutUri?: string | undefined;
  backchannelLogout(sub: string, sid: string | undefined): Promise<void>;
}

export interface LogoutNotifierOptions {
  log: AppLog;
  /** Waits before the 2nd, 3rd ... attempt (default 1 s, 5 s, 30 s, 2 min). */
  retryDelaysMs?: readonly number[];
}

export class LogoutNotifier {
  private readonly timers = new Set<NodeJS.Timeout>();
  private readonly inFlight = new Set<Promise<void>>();
  private readonly delays: readonly number[];
  private closed = false;

  constructor(
    private readonly provider: Provider,
    private readonly options: LogoutNotifierOptions,
  ) {
    this.delays = options.retryDelaysMs ?? [1_000, 5_000, 30_000, 120_000];
  }

  /**
   * Tells `clientId` that the session `sid` of `sub` ended, or, without `sid`, every session of
   * `sub`. Resolves after the first attempt (retries go on in the background); never rejects.
   */
  async notify(clientId: string, sub: string, sid: string | undefined, why: string): Promise<void> {
    const client = (await this.provider.Client.find(clientId).catch(() => undefined)) as BackchannelClient | undefined;
    if (!client?.backchannelLogoutUri || this.closed) return;
    await this.attempt(client, sub, sid, why, 0);
  }

  /** A first attempt made elsewhere (oidc-provider's end_session) failed: go on from the second. */
  failedElsewhere(client: unknown, sub: string, sid: string | undefined, why: string, error: unknown): void {
    this.failed(client as BackchannelClient, sub, sid, why, 0, error);
  }

  private attempt(client: BackchannelClient, sub: string, sid: string | undefined, why: string, n: number): Promise<void> {
    const sending: Promise<void> = client
      .backchannelLogout(sub, sid)
      .then(
        () =>
          this.options.log.info(`sign-on: back-channel logout (${why}) delivered to ${client.clientId}${n ? ` at attempt ${n + 1}` : ''}`),
        (error: unknown) => this.failed(client, sub, sid, why, n, error),
      )
      .finally(() => this.inFlight.delete(sending));
    this.inFlight.add(sending);
    return sending;
  }

  private failed(client: BackchannelClient, sub: string, sid: string | undefined, why: string, n: number, error: unknown): void {
    const reason = error instanceof Error ? error.message : String(error);
    const delay = this.delays[n];
    if (delay === undefined || this.closed) {
      this.options.log.error(`sign-on: back-channel logout (${why}) to ${client.clientId} given up after ${n + 1} attempt(s): ${reason}`);
      return;
    }
    this.options.log.warn(`sign-on: back-channel logout (${why}) to ${client.clientId} failed (${reason}); trying again in ${delay} ms`);
    const timer = setTimeout(() => {
      this.timers.delete(timer);
      void this.attempt(client, sub, sid, why, n + 1);
    }, delay);
    timer.unref();
    this.timers.add(timer);
  }

  /** Resolves when no attempt is running or waiting (tests). */
  async idle(): Promise<void> {
    while (this.inFlight.size || this.timers.size) {
      if (this.inFlight.size) await Promise.allSettled([...this.inFlight]);
      else await new Promise((resolve) => setTimeout(resolve, 5));
    }
  }

  /** Stops retrying (what is waiting is logged as dropped) and lets the running attempts end. */
  async close(): Promise<void> {
    this.closed = true;
    if (this.timers.size) this.options.log.warn(`sign-on: ${this.timers.size} back-channel logout retr(ies) dropped at shutdown`);
    for (const timer of this.timers) clearTimeout(timer);
    this.timers.clear();
    await Promise.allSettled([...this.inFlight]);
  }
}
