import type { RawChannelCurrencies } from '../raw-types';
import { gql } from './document';

export const CURRENCIES_QUERY = gql<{
  activeChannel: RawChannelCurrencies;
  storeConfig: { default_display_currency_code: string };
}>(`query Currencies {
  activeChannel { defaultCurrencyCode availableCurrencyCodes }
  storeConfig { default_display_currency_code }
}`);
