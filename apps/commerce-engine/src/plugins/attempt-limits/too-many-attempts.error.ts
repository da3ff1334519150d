import { I18nError, LogLevel } from '@vendure/core';

/**
 * A throttled attempt: a GraphQL error with `extensions: { code: 'TOO_MANY_REQUESTS',
 * retryAfterSeconds }` (the contract the storefront's connector reads). Logged at info level:
 * it is the limit working, not a fault.
 */
export class TooManyAttemptsError extends I18nError {
  constructor(readonly retryAfterSeconds: number) {
    super(`Too many attempts; try again in ${retryAfterSeconds} s`, {}, 'TOO_MANY_REQUESTS', LogLevel.Info);
    (this.extensions as Record<string, unknown>).retryAfterSeconds = retryAfterSeconds;
  }
}
