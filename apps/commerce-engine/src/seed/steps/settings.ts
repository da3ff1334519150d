import { INestApplicationContext } from '@nestjs/common';
import {
  ChannelService,
  CountryService,
  CurrencyCode,
  GlobalSettingsService,
  ID,
  LanguageCode,
  manualFulfillmentHandler,
  PaymentMethodService,
  RequestContext,
  ShippingMethodService,
  TaxCategoryService,
  TaxRateService,
  ZoneService,
} from '@vendure/core';
import { countryShippingEligibilityChecker, currencyRateShippingCalculator } from '../../config/shipping';
import { manualPaymentHandler } from '../../config/manual-payment-handler';
import { carrierFulfillmentHandler } from '../../plugins/order-tracking/carrier-fulfillment-handler';
import { COUNTRIES, DEMO_REDIRECTS, HOME_ZONE, SHIPPING_METHODS, TAX_CATEGORIES, TAX_RATES, TaxCategoryKey } from '@talat/demo-catalogue';
import { adminContext, translations } from './context';

/** The cheque / money order payment method (handler `talat-checkmo`). */
export const CHEQUE_METHOD_CODE = 'checkmo';

/**
 * Languages, currencies, countries, zones, VAT, shipping and payment methods, redirect rules.
 * Returns a context that sees the updated channel and the id of the standard tax category.
 */
export async function seedSettings(
  app: INestApplicationContext,
): Promise<{ ctx: RequestContext; taxCategoryIds: Record<TaxCategoryKey, ID> }> {
  let ctx = await adminContext(app);
  await app.get(GlobalSettingsService).updateSettings(ctx, {
    availableLanguages: [LanguageCode.en, LanguageCode.th],
    trackInventory: true,
    outOfStockThreshold: 0,
    customFields: { urlRedirects: DEMO_REDIRECTS },
  });

  const zoneMembers = new Map<string, ID[]>();
  for (const c of COUNTRIES) {
    const country = await app.get(CountryService).create(ctx, { code: c.code, enabled: true, translations: translations(c.name) });
    zoneMembers.set(c.zone, [...(zoneMembers.get(c.zone) ?? []), country.id]);
  }
  const zoneIds = new Map<string, ID>();
  for (const [name, memberIds] of zoneMembers) {
    const zone = await app.get(ZoneService).create(ctx, { name, memberIds });
    zoneIds.set(name, zone.id);
  }

  const taxCategoryIds = {} as Record<TaxCategoryKey, ID>;
  for (const [key, name] of Object.entries(TAX_CATEGORIES) as Array<[TaxCategoryKey, string]>) {
    taxCategoryIds[key] = (await app.get(TaxCategoryService).create(ctx, { name, isDefault: key === 'standard' })).id;
  }
  for (const rate of TAX_RATES) {
    await app.get(TaxRateService).create(ctx, {
      name: rate.name,
      enabled: true,
      value: rate.percent,
      categoryId: taxCategoryIds[rate.category],
      zoneId: zoneIds.get(rate.zone)!,
    });
  }

  const homeZoneId = zoneIds.get(HOME_ZONE)!;
  await app.get(ChannelService).update(ctx, {
    id: ctx.channelId,
    defaultLanguageCode: LanguageCode.en,
    availableLanguageCodes: [LanguageCode.en, LanguageCode.th],
    availableCurrencyCodes: [CurrencyCode.THB, CurrencyCode.GBP],
    defaultCurrencyCode: CurrencyCode.THB,
    pricesIncludeTax: true,
    defaultTaxZoneId: homeZoneId,
    defaultShippingZoneId: homeZoneId,
    trackInventory: true,
    outOfStockThreshold: 0,
    customFields: { urlRedirects: DEMO_REDIRECTS },
  });
  ctx = await adminContext(app);

  for (const m of SHIPPING_METHODS) {
    await app.get(ShippingMethodService).create(ctx, {
      code: m.code,
      // Parcels by a carrier with a tracking number; collected orders need none.
      fulfillmentHandler: m.code === 'click-collect' ? manualFulfillmentHandler.code : carrierFulfillmentHandler.code,
      translations: translations(m.name, (lang) => ({ description: m.description[lang] })),
      checker: {
        code: countryShippingEligibilityChecker.code,
        arguments: [{ name: 'countries', value: m.countries.join(',') }],
      },
      calculator: {
        code: currencyRateShippingCalculator.code,
        arguments: [
          { name: 'rateThb', value: String(m.rate.THB) },
          { name: 'rateGbp', value: String(m.rate.GBP) },
          { name: 'taxRate', value: String(m.taxRate) },
        ],
      },
    });
  }

  await app.get(PaymentMethodService).create(ctx, {
    code: CHEQUE_METHOD_CODE,
    enabled: true,
    handler: { code: manualPaymentHandler.code, arguments: [] },
    translations: translations({ en: 'Cheque / money order', th: 'เช็คหรือธนาณัติ' }, (lang) => ({
      description: lang === 'en' ? 'Pay by cheque or money order.' : 'ชำระเงินด้วยเช็คหรือธนาณัติ',
    })),
  });
  return { ctx, taxCategoryIds };
}
