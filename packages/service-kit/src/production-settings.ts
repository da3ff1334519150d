/**
 * The settings a service refuses to start with in production (docs/decisions/0030). Every
 * service has working development defaults so that `npm start` runs from a fresh clone; started
 * with NODE_ENV=production, a service checks its rules and refuses to start while any secret is
 * unset or a development value, any address it must be told is left to its localhost default, or
 * any development-only switch is on. Each refusal names the variable to set.
 */

export type Env = Readonly<Record<string, string | undefined>>;

/** Secrets shorter than this are refused in production (`openssl rand -base64 32` gives 44). */
export const MIN_SECRET_LENGTH = 32;

/** The prefix of every development default secret in this repository. */
export const DEVELOPMENT_PREFIX = 'talat-dev-';

export type SettingRule =
  /** A secret: set, not a development value, not one of `demoValues`, at least `minLength` long. */
  | { name: string; kind: 'secret'; minLength?: number; demoValues?: readonly string[] }
  /** A value with a development default (an address, a sender): it must be set explicitly. */
  | { name: string; kind: 'required' }
  /** A development-only switch: unset, `false` or `0`. `why` says what it would expose. */
  | { name: string; kind: 'off'; why: string }
  /** Any other rule: answers why the setting is refused, or null. */
  | { name: string; kind: 'check'; check: (value: string | undefined, env: Env) => string | null };

export function isProduction(env: Env = process.env): boolean {
  return env.NODE_ENV === 'production';
}

/** Whether a boolean-ish variable is on (`true`, `1`, `yes`). */
export function isOn(value: string | undefined): boolean {
  return /^(true|1|yes|on)$/i.test(value?.trim() ?? '');
}

function refusal(rule: SettingRule, env: Env): string | null {
  const value = env[rule.name]?.trim() || undefined;
  switch (rule.kind) {
    case 'secret': {
      if (!value) return `${rule.name} is not set: set a long random value (openssl rand -base64 32)`;
      if (value.startsWith(DEVELOPMENT_PREFIX) || rule.demoValues?.includes(value)) {
        return `${rule.name} is still its development value: set a long random value (openssl rand -base64 32)`;
      }
      const min = rule.minLength ?? MIN_SECRET_LENGTH;
      if (value.length < min) return `${rule.name} is shorter than ${min} characters: set a long random value (openssl rand -base64 32)`;
      return null;
    }
    case 'required':
      return value ? null : `${rule.name} is not set: its development default only works on this machine`;
    case 'off':
      return value && !/^(false|0|no|off)$/i.test(value) ? `${rule.name} must be off in production (${rule.why})` : null;
    case 'check':
      return rule.check(value, env);
  }
}

/** Every refusal of `rules` for this environment, one line each, in the rules' order. */
export function productionRefusals(env: Env, rules: readonly SettingRule[]): string[] {
  return rules.map((rule) => refusal(rule, env)).filter((r): r is string => r !== null);
}

export class ProductionSettingsError extends Error {
  constructor(
    readonly service: string,
    readonly refusals: readonly string[],
  ) {
    super(`${service} refuses to start in production:\n${refusals.map((r) => `  - ${r}`).join('\n')}\n(README, "Running in production")`);
    this.name = 'ProductionSettingsError';
  }
}

/** Throws a ProductionSettingsError naming every refused setting, when started in production. */
export function assertProductionSettings(service: string, env: Env, rules: readonly SettingRule[]): void {
  if (!isProduction(env)) return;
  const refusals = productionRefusals(env, rules);
  if (refusals.length > 0) throw new ProductionSettingsError(service, refusals);
}
