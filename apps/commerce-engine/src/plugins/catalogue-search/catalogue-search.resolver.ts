import { Args, Query, Resolver } from '@nestjs/graphql';
import { AssetStorageStrategy, ConfigService, Ctx, RequestContext, UserInputError } from '@vendure/core';
import { CatalogueSearchService } from './catalogue-search.service';
import { SearchHit } from './types';
import { CatalogueSearchInput, validateSearchInput, validateSuggestInput } from './validate';

type HitOut = Omit<SearchHit, 'preview'> & { previewUrl: string | null };

@Resolver()
export class CatalogueSearchShopResolver {
  private readonly storage: AssetStorageStrategy;

  constructor(
    private readonly searchService: CatalogueSearchService,
    configService: ConfigService,
  ) {
    this.storage = configService.assetOptions.assetStorageStrategy;
  }

  @Query()
  catalogueSearch(@Ctx() ctx: RequestContext, @Args('input') input: CatalogueSearchInput) {
    const checked = validateSearchInput(input);
    if (!checked.ok) throw new UserInputError(checked.message);
    const result = this.searchService.search(ctx, checked.value);
    return { ...result, items: result.items.map((h) => this.withUrl(ctx, h)) };
  }

  @Query()
  searchSuggestions(@Ctx() ctx: RequestContext, @Args('term') term: string, @Args('take') take?: number | null) {
    const checked = validateSuggestInput(term, take);
    if (!checked.ok) throw new UserInputError(checked.message);
    const result = this.searchService.suggest(ctx, checked.value.term, checked.value.take);
    return { ...result, products: result.products.map((h) => this.withUrl(ctx, h)) };
  }

  /** The preview identifier made absolute as the Shop API's Asset.preview is. */
  private withUrl(ctx: RequestContext, { preview, ...hit }: SearchHit): HitOut {
    let previewUrl: string | null = null;
    if (preview) previewUrl = this.storage.toAbsoluteUrl && ctx.req ? this.storage.toAbsoluteUrl(ctx.req, preview) : preview;
    return { ...hit, previewUrl };
  }
}
