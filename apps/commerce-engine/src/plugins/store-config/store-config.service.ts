import { Inject, Injectable } from '@nestjs/common';
import { PaymentMethodService, RequestContext } from '@vendure/core';
import { buildStoreConfig } from './build-store-config';
import { STORE_CONFIG_PLUGIN_OPTIONS } from './constants';
import { StoreConfigPluginOptions, TalatStoreConfig } from './types';

@Injectable()
export class StoreConfigService {
  constructor(
    @Inject(STORE_CONFIG_PLUGIN_OPTIONS) private readonly options: StoreConfigPluginOptions,
    private readonly paymentMethodService: PaymentMethodService,
  ) {}

  /** The store config in the request's language, with the channel's currencies and payment methods. */
  async getStoreConfig(ctx: RequestContext): Promise<TalatStoreConfig> {
    const methods = await this.paymentMethodService.findAll(ctx, { filter: { enabled: { eq: true } } });
    return buildStoreConfig(this.options, {
      languageCode: ctx.languageCode,
      availableCurrencyCodes: ctx.channel.availableCurrencyCodes ?? [ctx.channel.defaultCurrencyCode],
      baseCurrencyCode: ctx.channel.defaultCurrencyCode,
      paymentMethodCodes: methods.items.map((m) => m.code),
    });
  }
}
