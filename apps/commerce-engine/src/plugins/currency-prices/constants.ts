export const CURRENCY_PRICES_OPTIONS = Symbol('CURRENCY_PRICES_OPTIONS');
export const loggerCtx = 'CurrencyPrices';
