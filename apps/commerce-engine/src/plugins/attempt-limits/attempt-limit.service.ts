import { Inject, Injectable, OnApplicationShutdown } from '@nestjs/common';
import { Logger } from '@vendure/core';
import { redisOptions } from '../../redis-options';
import { AttemptCounter, MemoryAttemptCounter, RedisAttemptCounter } from './attempt-counter';
import { ATTEMPT_LIMITS_OPTIONS, AttemptLimitsOptions, loggerCtx } from './constants';
import { attemptKeys, ThrottledOperation } from './throttled-operations';
import { TooManyAttemptsError } from './too-many-attempts.error';

/** Counts each throttled attempt for its client and its account, and refuses one over a limit. */
@Injectable()
export class AttemptLimitService implements OnApplicationShutdown {
  private readonly counter: AttemptCounter;

  constructor(@Inject(ATTEMPT_LIMITS_OPTIONS) private readonly options: AttemptLimitsOptions) {
    this.counter = options.redisUrl
      ? new RedisAttemptCounter(redisOptions(options.redisUrl), (m) => Logger.warn(m, loggerCtx))
      : new MemoryAttemptCounter();
  }

  /** Counts one attempt; throws TooManyAttemptsError when the client or the account is over its limit. */
  async attempt(operation: ThrottledOperation, client: string, account: string | null): Promise<void> {
    const limit = this.options.limits[operation.scope];
    const windowMs = limit.windowSeconds * 1000;
    const keys = attemptKeys(operation, client, account);
    const [byClient, byAccount] = await Promise.all([
      this.counter.hit(keys.client, windowMs),
      keys.account ? this.counter.hit(keys.account, windowMs) : Promise.resolve(null),
    ]);
    const over = [
      byClient.count > limit.perClient ? byClient : null,
      byAccount && byAccount.count > limit.perAccount ? byAccount : null,
    ].filter((h) => h !== null);
    if (over.length === 0) return;
    const retryAfterSeconds = Math.max(1, ...over.map((h) => Math.ceil(h.resetInMs / 1000)));
    Logger.info(
      `${operation.scope}: ${byClient.count > limit.perClient ? 'client' : 'account'} over its limit; refused for ${retryAfterSeconds} s`,
      loggerCtx,
    );
    throw new TooManyAttemptsError(retryAfterSeconds);
  }

  async onApplicationShutdown(): Promise<void> {
    await this.counter.close();
  }
}
