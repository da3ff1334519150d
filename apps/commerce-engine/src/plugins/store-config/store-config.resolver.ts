import { Query, Resolver } from '@nestjs/graphql';
import { Ctx, RequestContext } from '@vendure/core';
import { StoreConfigService } from './store-config.service';
import { TalatStoreConfig } from './types';

@Resolver()
export class StoreConfigShopResolver {
  constructor(private readonly storeConfigService: StoreConfigService) {}

  @Query()
  storeConfig(@Ctx() ctx: RequestContext): Promise<TalatStoreConfig> {
    return this.storeConfigService.getStoreConfig(ctx);
  }
}
