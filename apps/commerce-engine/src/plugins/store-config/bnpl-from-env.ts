import type { BnplSettings } from './types';

const PROVIDER = /^[a-z0-9][a-z0-9_-]{0,63}$/i;
const LIMIT = /^([A-Z]{3}):(\d+(?:\.\d+)?)-(\d+(?:\.\d+)?)$/;

/**
 * The buy-now-pay-later message's settings from the environment, over the demo's:
 * - BNPL_PROVIDER: the code of the payment method that takes instalments (e.g. `adyen-clearpay`,
 *   made by ADYEN_BNPL_TYPES=clearpay); the message shows only while the channel has it enabled;
 * - BNPL_INSTALLMENTS: how many payments the provider splits an order into (2 to 24);
 * - BNPL_LIMITS: the orders it splits, per currency, in major units: `GBP:30-2500,THB:300-100000`.
 *   A currency left out gets no message.
 * A malformed value stops the start: a shop must not promise instalments by a typo.
 */
export function bnplFromEnv(env: Readonly<Record<string, string | undefined>>, base: BnplSettings): BnplSettings {
  const provider = env.BNPL_PROVIDER?.trim();
  const installments = env.BNPL_INSTALLMENTS?.trim();
  const limits = env.BNPL_LIMITS?.trim();
  if (provider !== undefined && provider !== '' && !PROVIDER.test(provider))
    throw new Error(`BNPL_PROVIDER: "${provider}" is not a payment method code`);
  let count = base.installments;
  if (installments) {
    count = Number(installments);
    if (!Number.isInteger(count) || count < 2 || count > 24)
      throw new Error(`BNPL_INSTALLMENTS: "${installments}" is not a whole number from 2 to 24`);
  }
  return {
    ...base,
    provider: provider || base.provider,
    installments: count,
    limits: limits ? parseLimits(limits) : base.limits.map((l) => ({ ...l })),
  };
}

function parseLimits(value: string): BnplSettings['limits'] {
  const seen = new Set<string>();
  return value.split(',').map((part) => {
    const match = LIMIT.exec(part.trim());
    const min = Number(match?.[2]);
    const max = Number(match?.[3]);
    if (!match || !(min <= max)) throw new Error(`BNPL_LIMITS: "${part.trim()}" is not CURRENCY:min-max (like GBP:30-2500)`);
    if (seen.has(match[1]!)) throw new Error(`BNPL_LIMITS: ${match[1]} is given twice`);
    seen.add(match[1]!);
    return { currency: match[1]!, min, max };
  });
}
