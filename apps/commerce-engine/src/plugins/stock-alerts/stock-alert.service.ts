import { Inject, Injectable } from '@nestjs/common';
import {
  CustomerService,
  EventBus,
  ID,
  LanguageCode,
  Logger,
  RequestContext,
  RequestContextService,
  TransactionalConnection,
} from '@vendure/core';
import { randomBytes } from 'node:crypto';
import { LessThan, MoreThan, Repository } from 'typeorm';
import { hashToken, newToken, normaliseEmail } from '../newsletter/subscription-rules';
import {
  AlertLanguage,
  alertLanguage,
  alertLinks,
  confirmLinkValid,
  isUniqueViolation,
  pendingCutoff,
  requestDecision,
} from './alert-rules';
import {
  DEFAULT_CONFIRM_TTL_MS,
  DEFAULT_MAX_ALERTS_PER_ADDRESS,
  DEFAULT_PURGE_AFTER_EXPIRY_MS,
  DEFAULT_RESEND_COOLDOWN_MS,
  loggerCtx,
  StockAlertAnswer,
  STOCK_ALERTS_OPTIONS,
  StockAlertsPluginOptions,
  StockAlertStatus,
} from './constants';
import { StockAlertCatalogue } from './stock-alert-catalogue.service';
import { StockAlertActivatedEvent } from './stock-alert-activated.event';
import { StockAlertEmailEvent } from './stock-alert-email.event';
import { StockAlert } from './stock-alert.entity';

export interface StockAlertListOptions {
  productVariantId?: ID | null;
  status?: string | null;
  skip?: number | null;
  take?: number | null;
}

/** Requests (one click for a customer's own address, double opt-in otherwise), confirmation and cancellation by link. */
@Injectable()
export class StockAlertService {
  constructor(
    private readonly connection: TransactionalConnection,
    private readonly customers: CustomerService,
    private readonly catalogue: StockAlertCatalogue,
    private readonly eventBus: EventBus,
    private readonly contexts: RequestContextService,
    @Inject(STOCK_ALERTS_OPTIONS) private readonly options: StockAlertsPluginOptions,
  ) {}

  private get ttlMs() {
    return this.options.confirmTtlMs ?? DEFAULT_CONFIRM_TTL_MS;
  }

  async request(ctx: RequestContext, input: { productVariantId: ID; emailAddress?: string | null }): Promise<StockAlertAnswer> {
    const variant = await this.catalogue.onSale(ctx, input.productVariantId);
    if (!variant) return { outcome: 'INVALID_VARIANT' };
    if (await this.catalogue.saleableNow(ctx, variant)) return { outcome: 'IN_STOCK' };

    const customer = ctx.activeUserId ? ((await this.customers.findOneByUserId(ctx, ctx.activeUserId)) ?? null) : null;
    const given = input.emailAddress?.trim() ? normaliseEmail(input.emailAddress) : undefined;
    if (given === null) return { outcome: 'INVALID_EMAIL' };
    const own = customer ? normaliseEmail(customer.emailAddress) : null;
    const email = given ?? own;
    if (!email) return { outcome: 'INVALID_EMAIL' };
    const ownAddress = !!own && email === own;

    const repo = this.connection.getRepository(ctx, StockAlert);
    const now = new Date();
    const existing = await repo.findOne({ where: { emailAddress: email, productVariantId: variant.id } });
    const alertsOfAddress = existing
      ? 0
      : await repo.count({
          where: [
            { emailAddress: email, status: 'ACTIVE' as StockAlertStatus },
            { emailAddress: email, status: 'PENDING' as StockAlertStatus, confirmationSentAt: MoreThan(pendingCutoff(now, this.ttlMs)) },
          ],
        });
    const decision = requestDecision({
      ownAddress,
      existing,
      alertsOfAddress,
      now,
      cooldownMs: this.options.resendCooldownMs ?? DEFAULT_RESEND_COOLDOWN_MS,
      maxAlertsPerAddress: this.options.maxAlertsPerAddress ?? DEFAULT_MAX_ALERTS_PER_ADDRESS,
    });
    const lang = alertLanguage(ctx.languageCode);
    switch (decision.action) {
      case 'create-active':
      case 'activate': {
        const alert = existing ?? this.newAlert(email, variant.id);
        Object.assign(alert, { status: 'ACTIVE', languageCode: lang, customerId: customer!.id, confirmTokenHash: null });
        if (!(await this.saved(repo, alert, !existing))) return { outcome: 'ALREADY_REQUESTED' };
        break;
      }
      case 'create-pending':
      case 'resend': {
        const confirm = newToken();
        const alert = existing ?? this.newAlert(email, variant.id);
        Object.assign(alert, { status: 'PENDING', languageCode: lang, confirmTokenHash: confirm.hash, confirmationSentAt: now });
        const saved = await this.saved(repo, alert, !existing);
        // The same address asked at the same moment (a double press): that request sent the link.
        if (!saved) return { outcome: 'CONFIRMATION_SENT' };
        await this.sendConfirmation(ctx, saved, confirm.token);
        Logger.verbose(`confirmation sent for stock alert ${saved.id}`, loggerCtx);
        break;
      }
      case 'none':
        break;
    }
    return { outcome: decision.outcome };
  }

  /**
   * Saves an alert; a new one that lost a race with a simultaneous request for the same address
   * and variant (the unique index refused it) answers null instead of failing the call.
   */
  private async saved(repo: Repository<StockAlert>, alert: StockAlert, isNew: boolean): Promise<StockAlert | null> {
    try {
      return await repo.save(alert);
    } catch (error) {
      if (isNew && isUniqueViolation(error)) return null;
      throw error;
    }
  }

  async confirm(ctx: RequestContext, token: string): Promise<StockAlertAnswer> {
    const repo = this.connection.getRepository(ctx, StockAlert);
    const alert = token ? await repo.findOne({ where: { confirmTokenHash: hashToken(token) } }) : null;
    if (!alert || alert.status !== 'PENDING') return { outcome: 'INVALID_TOKEN' };
    if (!confirmLinkValid(alert.confirmationSentAt, new Date(), this.ttlMs)) return { outcome: 'EXPIRED_TOKEN' };
    alert.status = 'ACTIVE';
    alert.confirmTokenHash = null;
    await repo.save(alert);
    // Back already (it sold out when asked)? The email goes out now, not at the next restock: the
    // back-in-stock queue checks once this transaction is committed.
    const variant = await this.catalogue.onSale(ctx, alert.productVariantId);
    if (variant && (await this.catalogue.saleableNow(ctx, variant))) {
      await this.eventBus.publish(new StockAlertActivatedEvent(ctx, alert.productVariantId));
    }
    return { outcome: 'CONFIRMED' };
  }

  async cancel(ctx: RequestContext, token: string): Promise<StockAlertAnswer> {
    const repo = this.connection.getRepository(ctx, StockAlert);
    const alert = token ? await repo.findOne({ where: { cancelToken: token } }) : null;
    if (!alert) return { outcome: 'INVALID_TOKEN' };
    await repo.delete({ id: alert.id });
    return { outcome: 'CANCELLED' };
  }

  /** Staff's list: newest first; `take` 50 by default, at most 200. */
  async list(ctx: RequestContext, options: StockAlertListOptions) {
    const take = Math.min(200, Math.max(1, Math.floor(options.take ?? 50)));
    const skip = Math.max(0, Math.floor(options.skip ?? 0));
    const [items, totalItems] = await this.connection.getRepository(ctx, StockAlert).findAndCount({
      where: {
        ...(options.productVariantId != null ? { productVariantId: options.productVariantId } : {}),
        ...(options.status ? { status: options.status as StockAlertStatus } : {}),
      },
      order: { createdAt: 'DESC', id: 'DESC' },
      skip,
      take,
    });
    return { items, totalItems };
  }

  /** Forgets unconfirmed alerts some days after their link expired (the scheduled task). */
  async purgeUnconfirmed(ctx: RequestContext): Promise<number> {
    const cutoff = pendingCutoff(new Date(), this.ttlMs + (this.options.purgeAfterExpiryMs ?? DEFAULT_PURGE_AFTER_EXPIRY_MS));
    const result = await this.connection
      .getRepository(ctx, StockAlert)
      .delete({ status: 'PENDING' as StockAlertStatus, confirmationSentAt: LessThan(cutoff) });
    return result.affected ?? 0;
  }

  private newAlert(emailAddress: string, productVariantId: ID): StockAlert {
    return new StockAlert({
      emailAddress,
      productVariantId,
      customerId: null,
      confirmTokenHash: null,
      confirmationSentAt: null,
      cancelToken: randomBytes(24).toString('base64url'),
    });
  }

  /** The confirmation email in the language of the request, with the variant's names in it. */
  private async sendConfirmation(ctx: RequestContext, alert: StockAlert, confirmToken: string): Promise<void> {
    const lang: AlertLanguage = alertLanguage(alert.languageCode);
    const vars = await this.catalogue.emailVars(ctx, alert.productVariantId, lang, this.options.storefrontUrl);
    if (!vars) return;
    const emailCtx = await this.contexts.create({
      req: ctx.req,
      apiType: ctx.apiType,
      channelOrToken: ctx.channel,
      languageCode: lang === 'th' ? LanguageCode.th : LanguageCode.en,
    });
    const links = alertLinks(this.options.storefrontUrl, lang, { confirmToken, cancelToken: alert.cancelToken });
    await this.eventBus.publish(new StockAlertEmailEvent(emailCtx, 'confirm', alert.emailAddress, { ...vars, ...links }));
  }
}
