import { PluginCommonModule, VendurePlugin } from '@vendure/core';
import { shopApiExtensions } from './api-extensions';
import { CatalogueSearchShopResolver } from './catalogue-search.resolver';
import { CatalogueSearchService } from './catalogue-search.service';
import { CATALOGUE_SEARCH_OPTIONS } from './constants';
import { CatalogueIndexLoader } from './index-loader';
import { CatalogueSearchPluginOptions } from './types';

/**
 * Shop API `catalogueSearch` and `searchSuggestions`: an in-memory index per channel with Thai
 * word segmentation, facet counts and prices per currency (see README.md).
 */
@VendurePlugin({
  imports: [PluginCommonModule],
  providers: [
    CatalogueIndexLoader,
    CatalogueSearchService,
    { provide: CATALOGUE_SEARCH_OPTIONS, useFactory: () => CatalogueSearchPlugin.options },
  ],
  exports: [CatalogueSearchService],
  shopApiExtensions: { schema: shopApiExtensions, resolvers: [CatalogueSearchShopResolver] },
  compatibility: '^3.0.0',
})
export class CatalogueSearchPlugin {
  static options: CatalogueSearchPluginOptions = { debounceMs: 250 };

  static init(options: Partial<CatalogueSearchPluginOptions> = {}): typeof CatalogueSearchPlugin {
    this.options = { debounceMs: 250, ...options };
    return CatalogueSearchPlugin;
  }
}
