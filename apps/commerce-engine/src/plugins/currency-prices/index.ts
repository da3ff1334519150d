export { CurrencyPricesPlugin } from './currency-prices.plugin';
export { CurrencyPricesService } from './currency-prices.service';
export { currencyPriceSettingsFromEnv, DEMO_EXCHANGE_RATES, parseExchangeRates, parseMissingPriceMode } from './settings';
export type { CurrencyPriceSettings, MissingPriceMode } from './settings';
export { priceInCurrency } from './price-in-currency';
