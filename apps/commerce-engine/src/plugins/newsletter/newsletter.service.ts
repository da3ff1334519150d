import { Inject, Injectable } from '@nestjs/common';
import {
  CustomerService,
  EventBus,
  ForbiddenError,
  LanguageCode,
  Logger,
  RequestContext,
  RequestContextService,
  TransactionalConnection,
} from '@vendure/core';
import { randomBytes } from 'node:crypto';
import {
  DEFAULT_CONFIRM_TTL_MS,
  DEFAULT_RESEND_COOLDOWN_MS,
  loggerCtx,
  NewsletterOutcome,
  NewsletterPluginOptions,
  NewsletterStatus,
} from './constants';
import { NewsletterEmailEvent, NewsletterEmailKind } from './newsletter-email.event';
import { NewsletterSubscription } from './newsletter-subscription.entity';
import {
  alreadySubscribedNoteDue,
  answerFor,
  hashToken,
  isSource,
  newToken,
  normaliseEmail,
  subscribeDecision,
} from './subscription-rules';

export const NEWSLETTER_OPTIONS = Symbol('NEWSLETTER_OPTIONS');

export interface NewsletterAnswer {
  outcome: NewsletterOutcome;
  status: NewsletterStatus | null;
}

export interface CustomerNewsletterView {
  emailAddress: string;
  status: NewsletterStatus | null;
  consentAt: Date | null;
  consentSource: string | null;
}

const lang = (ctx: RequestContext) => (ctx.languageCode === 'th' ? 'th' : 'en');

/** Subscriptions with double opt-in: ask, confirm by emailed link, unsubscribe by link or from the account. */
@Injectable()
export class NewsletterService {
  constructor(
    private readonly connection: TransactionalConnection,
    private readonly customers: CustomerService,
    private readonly eventBus: EventBus,
    private readonly contexts: RequestContextService,
    @Inject(NEWSLETTER_OPTIONS) private readonly options: NewsletterPluginOptions,
  ) {}

  async subscribe(ctx: RequestContext, input: { emailAddress: string; source: string }): Promise<NewsletterAnswer> {
    const email = normaliseEmail(input.emailAddress);
    if (!email) return { outcome: 'INVALID_EMAIL', status: null };
    if (!isSource(input.source)) return { outcome: 'INVALID_SOURCE', status: null };
    const repo = this.connection.getRepository(ctx, NewsletterSubscription);
    const existing = await repo.findOne({ where: { emailAddress: email } });
    const now = new Date();
    const cooldownMs = this.options.resendCooldownMs ?? DEFAULT_RESEND_COOLDOWN_MS;
    const decision = subscribeDecision(existing, now, cooldownMs);
    const customer = await this.activeCustomer(ctx);
    const ownAddress = !!customer && customer.emailAddress.toLowerCase() === email;
    if (!decision.send) {
      // A subscribed address is told by email that someone asked again (once per cooldown).
      if (
        existing &&
        decision.outcome === 'ALREADY_SUBSCRIBED' &&
        !ownAddress &&
        alreadySubscribedNoteDue(existing.confirmationSentAt, now, cooldownMs)
      ) {
        existing.confirmationSentAt = now;
        await this.sendEmail(ctx, 'already-subscribed', await repo.save(existing));
      }
      return answerFor(decision.outcome, existing?.status ?? null, ownAddress);
    }

    const confirm = newToken();
    const subscription =
      existing ??
      new NewsletterSubscription({
        emailAddress: email,
        unsubscribeToken: randomBytes(24).toString('base64url'),
        consentAt: null,
        consentSource: null,
        unsubscribedAt: null,
      });
    Object.assign(subscription, {
      status: 'PENDING' as const,
      languageCode: lang(ctx),
      source: input.source,
      customerId: customer && customer.emailAddress.toLowerCase() === email ? String(customer.id) : (subscription.customerId ?? null),
      confirmTokenHash: confirm.hash,
      confirmationSentAt: now,
    });
    const saved = await repo.save(subscription);
    await this.sendEmail(ctx, 'confirm', saved, confirm.token);
    Logger.verbose(`confirmation sent for subscription ${saved.id} (${input.source})`, loggerCtx);
    return answerFor('CONFIRMATION_SENT', 'PENDING', ownAddress);
  }

  async confirm(ctx: RequestContext, token: string): Promise<NewsletterAnswer> {
    const repo = this.connection.getRepository(ctx, NewsletterSubscription);
    const subscription = token ? await repo.findOne({ where: { confirmTokenHash: hashToken(token) } }) : null;
    if (!subscription) return { outcome: 'INVALID_TOKEN', status: null };
    const ttl = this.options.confirmTtlMs ?? DEFAULT_CONFIRM_TTL_MS;
    if (!subscription.confirmationSentAt || Date.now() - subscription.confirmationSentAt.getTime() > ttl) {
      return { outcome: 'EXPIRED_TOKEN', status: null };
    }
    subscription.status = 'SUBSCRIBED';
    subscription.confirmTokenHash = null;
    subscription.consentAt = new Date();
    subscription.consentSource = subscription.source;
    subscription.unsubscribedAt = null;
    const saved = await repo.save(subscription);
    await this.sendEmail(ctx, 'welcome', saved);
    return { outcome: 'CONFIRMED', status: 'SUBSCRIBED' };
  }

  async unsubscribe(ctx: RequestContext, token: string): Promise<NewsletterAnswer> {
    const repo = this.connection.getRepository(ctx, NewsletterSubscription);
    const subscription = token ? await repo.findOne({ where: { unsubscribeToken: token } }) : null;
    if (!subscription) return { outcome: 'INVALID_TOKEN', status: null };
    return this.end(ctx, subscription);
  }

  /** The signed-in customer's own address's subscription. */
  async forActiveCustomer(ctx: RequestContext): Promise<CustomerNewsletterView> {
    const customer = await this.requireCustomer(ctx);
    const email = customer.emailAddress.toLowerCase();
    const subscription = await this.connection.getRepository(ctx, NewsletterSubscription).findOne({ where: { emailAddress: email } });
    return {
      emailAddress: email,
      status: subscription?.status ?? null,
      consentAt: subscription?.consentAt ?? null,
      consentSource: subscription?.consentSource ?? null,
    };
  }

  async unsubscribeActiveCustomer(ctx: RequestContext): Promise<NewsletterAnswer> {
    const customer = await this.requireCustomer(ctx);
    const subscription = await this.connection
      .getRepository(ctx, NewsletterSubscription)
      .findOne({ where: { emailAddress: customer.emailAddress.toLowerCase() } });
    if (!subscription) return { outcome: 'UNSUBSCRIBED', status: null };
    return this.end(ctx, subscription);
  }

  private async end(ctx: RequestContext, subscription: NewsletterSubscription): Promise<NewsletterAnswer> {
    if (subscription.status !== 'UNSUBSCRIBED') {
      subscription.status = 'UNSUBSCRIBED';
      subscription.confirmTokenHash = null;
      subscription.unsubscribedAt = new Date();
      await this.connection.getRepository(ctx, NewsletterSubscription).save(subscription);
    }
    return { outcome: 'UNSUBSCRIBED', status: 'UNSUBSCRIBED' };
  }

  /** Emails go out in the language the shopper last asked in, whatever the language of this request. */
  private async sendEmail(ctx: RequestContext, kind: NewsletterEmailKind, s: NewsletterSubscription, confirmToken?: string) {
    const emailCtx = await this.contexts.create({
      req: ctx.req,
      apiType: ctx.apiType,
      channelOrToken: ctx.channel,
      languageCode: s.languageCode === 'th' ? LanguageCode.th : LanguageCode.en,
    });
    await this.eventBus.publish(new NewsletterEmailEvent(emailCtx, kind, s, this.links(s, confirmToken)));
  }

  private links(s: NewsletterSubscription, confirmToken?: string) {
    const base = `${this.options.storefrontUrl.replace(/\/+$/, '')}/${s.languageCode === 'th' ? 'th' : 'en'}/newsletter`;
    return {
      confirmUrl: confirmToken ? `${base}/confirm?token=${encodeURIComponent(confirmToken)}` : undefined,
      unsubscribeUrl: `${base}/unsubscribe?token=${encodeURIComponent(s.unsubscribeToken)}`,
    };
  }

  private async activeCustomer(ctx: RequestContext) {
    return ctx.activeUserId ? ((await this.customers.findOneByUserId(ctx, ctx.activeUserId)) ?? null) : null;
  }

  private async requireCustomer(ctx: RequestContext) {
    const customer = await this.activeCustomer(ctx);
    if (!customer) throw new ForbiddenError();
    return customer;
  }
}
