import { Inject, Injectable } from '@nestjs/common';
import { RequestContext } from '@vendure/core';
import { buildStoreConfig } from './build-store-config';
import { STORE_CONFIG_PLUGIN_OPTIONS } from './constants';
import { StoreConfigPluginOptions, TalatStoreConfig } from './types';

@Injectable()
export class StoreConfigService {
  constructor(@Inject(STORE_CONFIG_PLUGIN_OPTIONS) private readonly options: StoreConfigPluginOptions) {}

  /** The store config in the request's language, with the channel's currencies. */
  getStoreConfig(ctx: RequestContext): TalatStoreConfig {
    return buildStoreConfig(this.options, {
      languageCode: ctx.languageCode,
      availableCurrencyCodes: ctx.channel.availableCurrencyCodes ?? [ctx.channel.defaultCurrencyCode],
      baseCurrencyCode: ctx.channel.defaultCurrencyCode,
    });
  }
}
