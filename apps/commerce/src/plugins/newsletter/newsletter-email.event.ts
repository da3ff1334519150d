import { RequestContext, VendureEvent } from '@vendure/core';
import { NewsletterSubscription } from './newsletter-subscription.entity';

/** An email to a subscriber: `confirm` carries the confirmation link, `welcome` follows confirmation. */
export class NewsletterEmailEvent extends VendureEvent {
  constructor(
    public ctx: RequestContext,
    public kind: 'confirm' | 'welcome',
    public subscription: NewsletterSubscription,
    public links: { confirmUrl?: string; unsubscribeUrl: string },
  ) {
    super();
  }
}
