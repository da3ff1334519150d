import { PluginCommonModule, VendurePlugin } from '@vendure/core';
import { adminApiExtensions, shopApiExtensions } from './api-extensions';
import { CURRENCY_PRICES_OPTIONS } from './constants';
import { productVariantFields } from './custom-fields';
import { CurrencyPriceSelectionStrategy } from './currency-price-selection-strategy';
import { CurrencyPricesAdminResolver, CurrencyPricesShopResolver } from './currency-prices.resolver';
import { CurrencyPricesService } from './currency-prices.service';
import { MissingPriceWarnings } from './missing-price-warnings';
import { NotSoldInterceptor } from './not-sold-interceptor';
import { notSoldProcess } from './not-sold-process';
import type { CurrencyPriceSettings } from './settings';

/**
 * Variants priced in some of the channel's currencies only (see README, docs/decisions/0047):
 * the price selection strategy (converted, or 0 and not sold), the Shop API's marks
 * (`priceConverted`, `priceConvertedFrom`, `soldInCurrency`), the Admin API's
 * `missingPriceCurrencies`, and orders kept free of lines not sold in their currency.
 */
@VendurePlugin({
  imports: [PluginCommonModule],
  providers: [
    CurrencyPricesService,
    MissingPriceWarnings,
    { provide: CURRENCY_PRICES_OPTIONS, useFactory: () => CurrencyPricesPlugin.settings },
  ],
  exports: [CurrencyPricesService],
  shopApiExtensions: { schema: shopApiExtensions, resolvers: [CurrencyPricesShopResolver] },
  adminApiExtensions: { schema: adminApiExtensions, resolvers: [CurrencyPricesAdminResolver] },
  configuration: (config) => {
    config.catalogOptions.productVariantPriceSelectionStrategy = new CurrencyPriceSelectionStrategy(CurrencyPricesPlugin.settings);
    const variantFields = (config.customFields.ProductVariant ??= []);
    if (!variantFields.some((f) => f.name === 'missingPrices')) variantFields.push(...productVariantFields);
    const interceptors = (config.orderOptions.orderInterceptors ??= []);
    if (!interceptors.some((i) => i instanceof NotSoldInterceptor)) interceptors.push(new NotSoldInterceptor());
    const process = (config.orderOptions.process ??= []);
    if (!process.includes(notSoldProcess)) process.push(notSoldProcess);
    return config;
  },
  compatibility: '^3.0.0',
})
export class CurrencyPricesPlugin {
  static settings: CurrencyPriceSettings = { mode: 'convert', rates: {} };

  static init(settings: CurrencyPriceSettings): typeof CurrencyPricesPlugin {
    this.settings = settings;
    return CurrencyPricesPlugin;
  }
}
