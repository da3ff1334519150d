import { Args, Query, Resolver } from '@nestjs/graphql';
import { Ctx, RequestContext } from '@vendure/core';
import type { RedirectRule } from './redirect-rules';
import { UrlRedirectsService } from './url-redirects.service';

@Resolver()
export class UrlRedirectsShopResolver {
  constructor(private readonly redirects: UrlRedirectsService) {}

  @Query()
  urlRedirect(@Ctx() ctx: RequestContext, @Args('path') path: string): Promise<RedirectRule | null> {
    return this.redirects.lookup(ctx, path);
  }
}
