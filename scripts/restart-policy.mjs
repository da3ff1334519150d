// When a service of the stack ends without being asked to, the supervisor (stack.mjs) starts it
// again after a delay that doubles with each quick failure, so a service that cannot start
// does not spin the machine, and one that ran for a while comes back at once.

/** A service that stayed up this long counts as healthy: its next failure starts over. */
export const HEALTHY_AFTER_MS = 60_000;
export const FIRST_DELAY_MS = 500;
export const MAX_DELAY_MS = 30_000;

/**
 * The delay before restart number `attempt` (1 for the first restart after a healthy run).
 * 0.5 s, 1 s, 2 s, 4 s ... capped at 30 s.
 */
export function restartDelayMs(attempt) {
  const n = Math.max(1, Math.floor(attempt));
  return Math.min(MAX_DELAY_MS, FIRST_DELAY_MS * 2 ** (n - 1));
}

/**
 * The attempt number of the restart that follows an exit: back to 1 when the process had run
 * for HEALTHY_AFTER_MS or longer, else one more than the last.
 */
export function nextAttempt(previousAttempt, uptimeMs) {
  return uptimeMs >= HEALTHY_AFTER_MS ? 1 : previousAttempt + 1;
}
