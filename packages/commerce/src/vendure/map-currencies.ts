import type { CurrencyInfo } from '../types';
import type { RawChannelCurrencies } from './raw-types';

/** The currency's symbol, e.g. ฿ for THB and £ for GBP; the code when Intl has none. */
export function currencySymbol(code: string): string {
  try {
    const parts = new Intl.NumberFormat('en', {
      style: 'currency',
      currency: code,
      currencyDisplay: 'narrowSymbol',
    }).formatToParts(0);
    return parts.find((p) => p.type === 'currency')?.value ?? code;
  } catch {
    return code;
  }
}

export function mapCurrencies(channel: RawChannelCurrencies, defaultDisplayCurrency: string): CurrencyInfo {
  const codes = channel.availableCurrencyCodes.length ? channel.availableCurrencyCodes : [channel.defaultCurrencyCode];
  const display = codes.includes(defaultDisplayCurrency) ? defaultDisplayCurrency : channel.defaultCurrencyCode;
  return {
    base_currency_code: channel.defaultCurrencyCode,
    default_display_currency_code: display,
    available_currencies: codes.map((code) => ({ code, symbol: currencySymbol(code) })),
    exchange_rate: 1,
  };
}
