import { Inject, Injectable } from '@nestjs/common';
import {
  EventBus,
  ID,
  LanguageCode,
  Logger,
  ProductVariant,
  RequestContext,
  RequestContextService,
  TransactionalConnection,
} from '@vendure/core';
import { In } from 'typeorm';
import { AlertLanguage, alertLanguage } from './alert-rules';
import { loggerCtx, STOCK_ALERTS_OPTIONS, StockAlertsPluginOptions, StockAlertStatus } from './constants';
import { unique } from './restock-rules';
import { StockAlertCatalogue } from './stock-alert-catalogue.service';
import { StockAlertEmailEvent, StockAlertEmailVars } from './stock-alert-email.event';
import { StockAlert } from './stock-alert.entity';

/**
 * The job's work: for each variant with active alerts that shoppers can buy now, each alert is
 * deleted (the request forgotten) and then its address is emailed, in the alert's language. The
 * delete counts only when it removed the row, so two jobs for one restock (a stock movement and
 * the variant's update) email each subscriber once. Pending alerts are left alone; the alerts of
 * a deleted variant are forgotten.
 */
@Injectable()
export class BackInStockNotifier {
  constructor(
    private readonly connection: TransactionalConnection,
    private readonly catalogue: StockAlertCatalogue,
    private readonly eventBus: EventBus,
    private readonly contexts: RequestContextService,
    @Inject(STOCK_ALERTS_OPTIONS) private readonly options: StockAlertsPluginOptions,
  ) {}

  /** Of these variants and the variants of these products, those that have alerts (active or pending). */
  async waited(ctx: RequestContext, variantIds: readonly ID[], productIds: readonly ID[] = []): Promise<ID[]> {
    const ofProducts = productIds.length
      ? (
          await this.connection
            .getRepository(ctx, ProductVariant)
            .find({ where: { productId: In([...productIds]) }, withDeleted: true, select: ['id'] })
        ).map((v) => v.id)
      : [];
    const ids = unique([...variantIds, ...ofProducts]);
    if (ids.length === 0) return [];
    const rows = await this.connection
      .getRepository(ctx, StockAlert)
      .createQueryBuilder('alert')
      .select('DISTINCT alert.productVariantId', 'productVariantId')
      .where('alert.productVariantId IN (:...ids)', { ids })
      .getRawMany<{ productVariantId: ID }>();
    return unique(rows.map((r) => r.productVariantId));
  }

  /** Notifies the subscribers of the variants that can be bought now; returns how many emails went out. */
  async notify(ctx: RequestContext, variantIds: readonly ID[]): Promise<number> {
    let sent = 0;
    for (const id of await this.waited(ctx, variantIds)) sent += await this.notifyVariant(ctx, id);
    return sent;
  }

  private async notifyVariant(ctx: RequestContext, id: ID): Promise<number> {
    const repo = this.connection.getRepository(ctx, StockAlert);
    if (await this.catalogue.gone(ctx, id)) {
      const { affected } = await repo.delete({ productVariantId: id });
      if (affected) Logger.verbose(`forgot ${affected} alert(s) of deleted variant ${String(id)}`, loggerCtx);
      return 0;
    }
    const variant = await this.catalogue.onSale(ctx, id);
    if (!variant || !(await this.catalogue.saleableNow(ctx, variant))) return 0;
    const alerts = await repo.find({ where: { productVariantId: id, status: 'ACTIVE' as StockAlertStatus }, order: { id: 'ASC' } });
    const vars = new Map<AlertLanguage, StockAlertEmailVars | undefined>();
    let sent = 0;
    for (const alert of alerts) {
      // Forget the request first: only the job that removed it sends the email.
      const { affected } = await repo.delete({ id: alert.id, status: 'ACTIVE' as StockAlertStatus });
      if (affected === 0) continue;
      const lang = alertLanguage(alert.languageCode);
      if (!vars.has(lang)) vars.set(lang, await this.catalogue.emailVars(ctx, id, lang, this.options.storefrontUrl));
      const emailVars = vars.get(lang);
      if (!emailVars) continue;
      const emailCtx = await this.contexts.create({
        apiType: 'admin',
        channelOrToken: ctx.channel,
        languageCode: lang === 'th' ? LanguageCode.th : LanguageCode.en,
      });
      await this.eventBus.publish(new StockAlertEmailEvent(emailCtx, 'back-in-stock', alert.emailAddress, emailVars));
      sent++;
    }
    if (sent) Logger.info(`variant ${String(id)} is back in stock: ${sent} alert email(s) queued`, loggerCtx);
    return sent;
  }
}
