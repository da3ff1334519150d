import { PluginCommonModule, VendurePlugin } from '@vendure/core';
import { adminApiExtensions, shopApiExtensions } from './api-extensions';
import { NewsletterPluginOptions } from './constants';
import { NewsletterSubscription } from './newsletter-subscription.entity';
import { NewsletterAdminResolver, NewsletterShopResolver } from './newsletter.resolver';
import { NEWSLETTER_OPTIONS, NewsletterService } from './newsletter.service';

/**
 * Newsletter subscriptions with double opt-in (see README): Shop API to subscribe, confirm and
 * unsubscribe, the customer's own subscription; Admin API list with consent. Emails go out
 * through the EmailPlugin (`newsletterEmailHandlers`).
 */
@VendurePlugin({
  imports: [PluginCommonModule],
  entities: [NewsletterSubscription],
  providers: [NewsletterService, { provide: NEWSLETTER_OPTIONS, useFactory: () => NewsletterPlugin.options }],
  shopApiExtensions: { schema: shopApiExtensions, resolvers: [NewsletterShopResolver] },
  adminApiExtensions: { schema: adminApiExtensions, resolvers: [NewsletterAdminResolver] },
  compatibility: '^3.0.0',
})
export class NewsletterPlugin {
  static options: NewsletterPluginOptions = { storefrontUrl: 'http://localhost:3000' };

  static init(options: NewsletterPluginOptions): typeof NewsletterPlugin {
    NewsletterPlugin.options = options;
    return NewsletterPlugin;
  }
}
