import { z } from 'zod';

/** Body of `POST /dev/faults`: `{"token": 503, "count": 2}`; `{"token": 0}` clears. */
export const faultRequestSchema = z.strictObject({
  token: z.union([z.literal(0), z.number().int().min(400).max(599)]),
  count: z.number().int().min(1).max(1000).default(1),
});

/** The development fault switch: the next `count` token requests answer `status`. */
export class FaultSwitch {
  private status = 0;
  private remaining = 0;

  set(status: number, count: number): void {
    this.status = status;
    this.remaining = status === 0 ? 0 : count;
  }

  /** Takes one fault if one is armed (the status to answer), else undefined. */
  take(): number | undefined {
    if (this.remaining <= 0 || this.status === 0) return undefined;
    this.remaining -= 1;
    const status = this.status;
    if (this.remaining === 0) this.status = 0;
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
