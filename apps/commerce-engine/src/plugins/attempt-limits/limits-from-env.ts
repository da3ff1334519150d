import { ATTEMPT_SCOPES, AttemptLimit, AttemptLimits, AttemptScope, DEFAULT_ATTEMPT_LIMITS } from './constants';

/** `sign-in` -> `ATTEMPT_LIMIT_SIGN_IN`. */
export function envName(scope: AttemptScope): string {
  return `ATTEMPT_LIMIT_${scope.toUpperCase().replace(/-/g, '_')}`;
}

/** One `<per client>/<per account>/<window seconds>` setting, e.g. `30/20/600`. */
export function parseAttemptLimit(name: string, value: string): AttemptLimit {
  const match = /^\s*(\d+)\s*\/\s*(\d+)\s*\/\s*(\d+)\s*$/.exec(value);
  const [perClient, perAccount, windowSeconds] = match ? match.slice(1).map(Number) : [];
  if (!match || !perClient || !perAccount || !windowSeconds) {
    throw new Error(`${name} must be <per client>/<per account>/<window seconds>, each above 0 (e.g. 30/20/600), not "${value}"`);
  }
  return { perClient, perAccount, windowSeconds };
}

/** The limits, each scope from its ATTEMPT_LIMIT_* variable or its default. */
export function attemptLimitsFromEnv(env: Readonly<Record<string, string | undefined>>): AttemptLimits {
  const limits = { ...DEFAULT_ATTEMPT_LIMITS };
  for (const scope of ATTEMPT_SCOPES) {
    const value = env[envName(scope)]?.trim();
    if (value) limits[scope] = parseAttemptLimit(envName(scope), value);
  }
  return limits;
}
