import { PluginCommonModule, VendurePlugin } from '@vendure/core';
import { STOREFRONT_REVALIDATION_OPTIONS } from './constants';
import { StorefrontRevalidationService } from './storefront-revalidation.service';
import { defaultRevalidationOptions, StorefrontRevalidationOptions } from './types';

/**
 * Tells the storefront what changed so it can revalidate its cached pages: POST
 * `${storefrontUrl}/api/revalidate` with `x-revalidate-secret` and
 * `{ events: [{ type, ids }] }`, debounced (250 ms) and batched. Off when `storefrontUrl` is empty.
 */
@VendurePlugin({
  imports: [PluginCommonModule],
  providers: [
    StorefrontRevalidationService,
    { provide: STOREFRONT_REVALIDATION_OPTIONS, useFactory: () => StorefrontRevalidationPlugin.options },
  ],
  exports: [StorefrontRevalidationService],
  compatibility: '^3.0.0',
})
export class StorefrontRevalidationPlugin {
  static options: StorefrontRevalidationOptions = defaultRevalidationOptions;

  static init(options: Partial<StorefrontRevalidationOptions> = {}): typeof StorefrontRevalidationPlugin {
    this.options = { ...defaultRevalidationOptions, ...options };
    return StorefrontRevalidationPlugin;
  }
}
