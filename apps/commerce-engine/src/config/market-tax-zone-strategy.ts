import { Channel, Order, RequestContext, TaxZoneStrategy, Zone } from '@vendure/core';
import { marketCountry } from './currency-country';

/**
 * Chooses the tax zone from the order's shipping country, else from the request currency
 * (GBP -> the zone holding GB, THB -> the zone holding TH), else the channel default.
 * Paired with {@link TaxInclusivePriceCalculationStrategy} the price entered for a currency is
 * the price shown in it, with that market's VAT inside.
 */
export class MarketTaxZoneStrategy implements TaxZoneStrategy {
  determineTaxZone(ctx: RequestContext, zones: Zone[], channel: Channel, order?: Order): Zone {
    const currency = order?.currencyCode ?? ctx.currencyCode;
    const country = marketCountry(order?.shippingAddress?.countryCode, currency);
    const byShipping = country ? zoneHolding(zones, country) : undefined;
    if (byShipping) return byShipping;
    const byCurrency = zoneHolding(zones, marketCountry(undefined, currency) ?? '');
    return byCurrency ?? channel.defaultTaxZone;
  }
}

function zoneHolding(zones: Zone[], countryCode: string): Zone | undefined {
  return zones.find((z) => z.members?.some((m) => m.code === countryCode));
}
