import { Injectable, OnApplicationBootstrap } from '@nestjs/common';
import {
  Channel,
  EventBus,
  ID,
  Logger,
  ProductVariant,
  ProductVariantEvent,
  ProductVariantPriceEvent,
  RequestContext,
  TransactionalConnection,
} from '@vendure/core';
import { merge } from 'rxjs';
import { loggerCtx } from './constants';
import { CurrencyPricesService } from './currency-prices.service';
import { missingPriceCurrencies } from './price-in-currency';
import type { CurrencyPriceSettings } from './settings';

/** What a shopper paying in `currency` sees of a variant without a price in it. */
export function missingPriceConsequence(settings: CurrencyPriceSettings, currency: string, defaultCurrency: string): string {
  if (settings.mode === 'convert' && settings.rates[currency] !== undefined) {
    return `shoppers paying in ${currency} see its ${defaultCurrency} price converted at ${settings.rates[currency]} (MISSING_CURRENCY_PRICE=convert)`;
  }
  return settings.mode === 'convert'
    ? `it is not sold in ${currency}: EXCHANGE_RATES has no rate for ${currency}`
    : `it is not sold in ${currency} (MISSING_CURRENCY_PRICE=not-sold)`;
}

/** The variant's `missingPrices` field: each missing currency with what shoppers see; null when none is missing. */
export function missingPricesText(settings: CurrencyPriceSettings, missing: readonly string[]): string | null {
  if (missing.length === 0) return null;
  return missing
    .map((currency) => {
      const rate = settings.mode === 'convert' ? settings.rates[currency] : undefined;
      return rate !== undefined ? `${currency} (converted at ${rate})` : `${currency} (not sold)`;
    })
    .join(', ');
}

/**
 * The Admin's word on prices missing in a currency the channel offers (docs/decisions/0047): the
 * variant's read-only custom field `missingPrices`, which the Admin's variant form shows, kept
 * current as variants and prices are saved; a warning in the engine's log; the Admin API's
 * `ProductVariant.missingPriceCurrencies`; and at start-up the offered currencies the settings
 * cannot price. Saves are handled one after another, in the order their events came, so the last
 * save's state is the one the field keeps.
 */
@Injectable()
export class MissingPriceWarnings implements OnApplicationBootstrap {
  constructor(
    private readonly eventBus: EventBus,
    private readonly connection: TransactionalConnection,
    private readonly prices: CurrencyPricesService,
  ) {}

  private queue: Promise<void> = Promise.resolve();

  async onApplicationBootstrap(): Promise<void> {
    await this.warnOfUnpricedCurrencies();
    merge(this.eventBus.ofType(ProductVariantEvent), this.eventBus.ofType(ProductVariantPriceEvent)).subscribe((event) => {
      if (event.type === 'deleted') return;
      const ids =
        event instanceof ProductVariantEvent
          ? event.entity.map((v) => v.id)
          : event.entity
              .map((p) => (p as { variantId?: ID; variant?: { id: ID } }).variantId ?? p.variant?.id)
              .filter((id): id is ID => id != null);
      this.queue = this.queue
        .then(() => this.warnOfMissingPrices(event.ctx, ids))
        .catch((e: unknown) => Logger.error(`Could not check the variants' prices: ${String(e)}`, loggerCtx));
    });
  }

  private async warnOfMissingPrices(ctx: RequestContext, variantIds: ID[]): Promise<void> {
    if (variantIds.length === 0) return;
    const offered = ctx.channel.availableCurrencyCodes ?? [ctx.channel.defaultCurrencyCode];
    const pricesOf = await this.prices.pricesOf(ctx, [...new Set(variantIds.map(String))]);
    const repo = this.connection.getRepository(ctx, ProductVariant);
    const variants = await repo.find({
      where: variantIds.map((id) => ({ id })),
      select: { id: true, sku: true, customFields: { missingPrices: true } },
    });
    for (const variant of variants) {
      const missing = missingPriceCurrencies(pricesOf.get(String(variant.id)) ?? [], ctx.channelId, offered);
      const text = missingPricesText(this.prices.settings, missing);
      // A direct update: no variant event, so no loop back here.
      if ((variant.customFields?.missingPrices ?? null) !== text) await repo.update(variant.id, { customFields: { missingPrices: text } });
      for (const currency of missing) {
        Logger.warn(
          `Variant ${variant.sku} (id ${String(variant.id)}) has no ${currency} price, which channel ${ctx.channel.code} offers: ` +
            missingPriceConsequence(this.prices.settings, currency, ctx.channel.defaultCurrencyCode),
          loggerCtx,
        );
      }
    }
  }

  private async warnOfUnpricedCurrencies(): Promise<void> {
    const { settings } = this.prices;
    if (settings.mode !== 'convert') return;
    const channels = await this.connection.rawConnection.getRepository(Channel).find();
    for (const channel of channels) {
      for (const currency of channel.availableCurrencyCodes ?? []) {
        if (currency !== channel.defaultCurrencyCode && settings.rates[currency] === undefined) {
          Logger.warn(
            `Channel ${channel.code} offers ${currency} but EXCHANGE_RATES has no rate for it: variants without a ${currency} price are not sold in ${currency}`,
            loggerCtx,
          );
        }
      }
    }
  }
}
