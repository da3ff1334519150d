import { CurrencyCode } from '@vendure/common/lib/generated-types';

/**
 * What a variant without a price of its own in the shopper's currency does
 * (MISSING_CURRENCY_PRICE; docs/decisions/0047):
 * - `convert`: priced from the channel's default-currency price with the rate of EXCHANGE_RATES,
 *   and marked as converted in the Shop API;
 * - `not-sold`: shown, but not sold in that currency (no price, cannot be added to a cart).
 */
export type MissingPriceMode = 'convert' | 'not-sold';

export const MISSING_PRICE_MODES: readonly MissingPriceMode[] = ['convert', 'not-sold'];

/** Units of a currency one unit of the channel's default currency buys: `{ GBP: 0.022 }`. */
export type ExchangeRates = Readonly<Partial<Record<string, number>>>;

export interface CurrencyPriceSettings {
  mode: MissingPriceMode;
  rates: ExchangeRates;
}

/**
 * The demo's rate (about the Bank of Thailand's THB/GBP rate of 2025): development only;
 * production refuses `convert` without EXCHANGE_RATES (production-settings.ts).
 */
export const DEMO_EXCHANGE_RATES = 'GBP:0.022';

const KNOWN_CURRENCIES = new Set<string>(Object.values(CurrencyCode));

/** No shop trades at a rate of a million to one; a rate above that is a typo. */
const MAX_RATE = 1_000_000;

/** MISSING_CURRENCY_PRICE: `convert` (the default) or `not-sold`; anything else is refused. */
export function parseMissingPriceMode(value: string | undefined): MissingPriceMode {
  const v = value?.trim() ?? '';
  if (v === '') return 'convert';
  if ((MISSING_PRICE_MODES as readonly string[]).includes(v)) return v as MissingPriceMode;
  throw new Error(`MISSING_CURRENCY_PRICE must be convert or not-sold, not "${v}"`);
}

/**
 * EXCHANGE_RATES: comma-separated `CODE:rate`, the rate being how many units of CODE one unit of
 * the channel's default currency buys (`GBP:0.022`: 1 THB = 0.022 GBP). Each code an ISO 4217
 * code Vendure knows, once; each rate a plain decimal above 0 and at most a million. Anything
 * else is refused at start-up with a message naming the entry.
 */
export function parseExchangeRates(value: string | undefined): ExchangeRates {
  const rates: Record<string, number> = {};
  const text = value?.trim() ?? '';
  if (text === '') return rates;
  for (const raw of text.split(',')) {
    const entry = raw.trim();
    const match = /^([A-Za-z]{3})\s*:\s*(\d+(?:\.\d+)?)$/.exec(entry);
    if (!match) throw new Error(`EXCHANGE_RATES: "${entry}" is not CODE:rate (e.g. GBP:0.022)`);
    const code = match[1]!.toUpperCase();
    const rate = Number(match[2]);
    if (!KNOWN_CURRENCIES.has(code)) throw new Error(`EXCHANGE_RATES: ${code} is not a currency code`);
    if (code in rates) throw new Error(`EXCHANGE_RATES: ${code} is given twice`);
    if (!(rate > 0) || rate > MAX_RATE)
      throw new Error(`EXCHANGE_RATES: the rate of ${code} must be above 0 and at most ${MAX_RATE}, not ${match[2]}`);
    rates[code] = rate;
  }
  return rates;
}

/**
 * The settings from the environment. Without EXCHANGE_RATES development uses the demo's rate;
 * in production (`production`), production-settings.ts has already refused to start.
 */
export function currencyPriceSettingsFromEnv(
  env: Readonly<Record<string, string | undefined>>,
  production: boolean,
): CurrencyPriceSettings {
  const mode = parseMissingPriceMode(env.MISSING_CURRENCY_PRICE);
  const given = env.EXCHANGE_RATES?.trim();
  const rates = parseExchangeRates(given || (production ? '' : DEMO_EXCHANGE_RATES));
  return { mode, rates };
}
