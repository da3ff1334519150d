import { RequestContext, VendureEvent } from '@vendure/core';
import { NewsletterSubscription } from './newsletter-subscription.entity';

/**
 * An email to a subscriber: `confirm` carries the confirmation link, `welcome` follows
 * confirmation, `already-subscribed` tells a subscribed address that someone asked again.
 */
export type NewsletterEmailKind = 'confirm' | 'welcome' | 'already-subscribed';

export class NewsletterEmailEvent extends VendureEvent {
  constructor(
    public ctx: RequestContext,
    public kind: NewsletterEmailKind,
    public subscription: NewsletterSubscription,
    public links: { confirmUrl?: string; unsubscribeUrl: string },
  ) {
    super();
  }
}
