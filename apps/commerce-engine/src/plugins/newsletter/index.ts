export * from './constants';
export * from './newsletter-email-handlers';
export * from './newsletter-email.event';
export * from './newsletter-subscription.entity';
export * from './newsletter.plugin';
export * from './newsletter.service';
export * from './subscription-rules';
