import { z } from 'zod';

/**
 * Body of `POST /dev/faults`: `{"token": 503, "count": 2}`; `{"token": 0}` clears. With
 * `refreshToken`, only refresh requests for that token fail, so that one test's fault is not
 * taken by another test's sign-on running at the same time.
 */
export const faultRequestSchema = z.strictObject({
  token: z.union([z.literal(0), z.number().int().min(400).max(599)]),
  count: z.number().int().min(1).max(1000).default(1),
  refreshToken: z.string().min(1).max(4096).optional(),
});

/** The development fault switch: the next `count` token requests (of one refresh token, if given) answer `status`. */
export class FaultSwitch {
  private status = 0;
  private remaining = 0;
  private refreshToken: string | undefined;

  set(status: number, count: number, refreshToken?: string): void {
    this.status = status;
    this.remaining = status === 0 ? 0 : count;
    this.refreshToken = status === 0 ? undefined : refreshToken;
  }

  /** True when only one refresh token's requests fail: the caller must read the request's body first. */
  get targeted(): boolean {
    return this.remaining > 0 && this.refreshToken !== undefined;
  }

  /** Takes one fault if one is armed for this request (the status to answer), else undefined. */
  take(refreshToken?: string): number | undefined {
    if (this.remaining <= 0 || this.status === 0) return undefined;
    if (this.refreshToken !== undefined && refreshToken !== this.refreshToken) return undefined;
    this.remaining -= 1;
    const status = this.status;
    if (this.remaining === 0) {
      this.status = 0;
      this.refreshToken = undefined;
    }
    return status;
  }

  get state(): { token: number; remaining: number } {
    return { token: this.status, remaining: this.remaining };
  }
}

/** The JSON error body of a simulated token endpoint failure, in OAuth's error shape. */
export const faultBody = (status: number) => ({
  error: status === 503 ? 'temporarily_unavailable' : status >= 500 ? 'server_error' : 'invalid_request',
  error_description: `simulated fault (SSO_DEV_FAULTS): HTTP ${status}`,
});
