import { Inject, Injectable } from '@nestjs/common';
import {
  ChannelService,
  ID,
  ProductVariant,
  ProductVariantPrice,
  RequestContext,
  RequestContextCacheService,
  TransactionalConnection,
  translateEntity,
} from '@vendure/core';
import { In } from 'typeorm';
import { CURRENCY_PRICES_OPTIONS } from './constants';
import { defaultCurrencyOf } from './currency-price-selection-strategy';
import { missingPriceCurrencies, priceInCurrency, type PriceInCurrency, type PriceRow } from './price-in-currency';
import type { CurrencyPriceSettings } from './settings';

/** Reads variants' stored prices and says what each costs in a currency (price-in-currency.ts). */
@Injectable()
export class CurrencyPricesService {
  constructor(
    private readonly connection: TransactionalConnection,
    private readonly channelService: ChannelService,
    private readonly requestCache: RequestContextCacheService,
    @Inject(CURRENCY_PRICES_OPTIONS) readonly settings: CurrencyPriceSettings,
  ) {}

  /** The stored prices of each variant (every channel), one query for all, cached for the request. */
  async pricesOf(ctx: RequestContext, variantIds: readonly ID[]): Promise<Map<string, PriceRow[]>> {
    const out = new Map<string, PriceRow[]>();
    const missing: ID[] = [];
    for (const id of variantIds) {
      const cached = this.requestCache.get<PriceRow[]>(ctx, cacheKey(id));
      if (cached) out.set(String(id), cached);
      else missing.push(id);
    }
    if (missing.length > 0) {
      const rows = await this.connection.getRepository(ctx, ProductVariantPrice).find({
        where: { variant: { id: In(missing) } },
        relations: { variant: true },
        select: { id: true, price: true, channelId: true, currencyCode: true, variant: { id: true } },
      });
      for (const id of missing) out.set(String(id), []);
      for (const row of rows)
        out.get(String(row.variant.id))?.push({ channelId: row.channelId, currencyCode: row.currencyCode, price: row.price });
      for (const id of missing) this.requestCache.set(ctx, cacheKey(id), out.get(String(id)));
    }
    return out;
  }

  /** What the variant costs in `currency` (the request's by default) in the request's channel. */
  async priceOf(ctx: RequestContext, variantId: ID, currency: string = ctx.currencyCode): Promise<PriceInCurrency> {
    const prices = (await this.pricesOf(ctx, [variantId])).get(String(variantId)) ?? [];
    return priceInCurrency(prices, ctx.channelId, currency, await defaultCurrencyOf(ctx, this.channelService), this.settings);
  }

  /** The variant's name in the request's language (then the channel's), for a shopper's message. */
  async variantName(ctx: RequestContext, variantId: ID): Promise<string> {
    const variant = await this.connection
      .getRepository(ctx, ProductVariant)
      .findOne({ where: { id: variantId }, relations: { translations: true } });
    if (!variant) return '';
    return translateEntity(variant, [ctx.languageCode, ctx.channel.defaultLanguageCode]).name || variant.sku;
  }

  /** The request channel's currencies the variant has no price of its own in. */
  async missingCurrencies(ctx: RequestContext, variantId: ID): Promise<string[]> {
    const prices = (await this.pricesOf(ctx, [variantId])).get(String(variantId)) ?? [];
    return missingPriceCurrencies(prices, ctx.channelId, ctx.channel.availableCurrencyCodes ?? [ctx.channel.defaultCurrencyCode]);
  }
}

const cacheKey = (id: ID) => `talat-currency-prices-${String(id)}`;
