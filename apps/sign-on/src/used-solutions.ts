/**
 * The captcha solutions already used, so that each is good once: the signature of a verified
 * challenge is kept until the challenge expires (after that the challenge is refused as expired
 * anyway). In memory: the service is one process, and a restart forgets nothing that matters, as
 * the challenges it signed before live only minutes.
 */
export class UsedSolutions {
  private readonly until = new Map<string, number>();
  private claims = 0;

  /**
   * Records `signature` as used until `expiresAtMs`; false when it was already used (and has not
   * expired). Expired entries are swept every few hundred claims.
   */
  claim(signature: string, expiresAtMs: number, nowMs: number): boolean {
    if (++this.claims % 256 === 0) this.sweep(nowMs);
    const seen = this.until.get(signature);
    if (seen !== undefined && seen > nowMs) return false;
    this.until.set(signature, expiresAtMs);
    return true;
  }

  /** How many are kept (tests). */
  get size(): number {
    return this.until.size;
  }

  sweep(nowMs: number): void {
    for (const [signature, expiresAt] of this.until) if (expiresAt <= nowMs) this.until.delete(signature);
  }
}
