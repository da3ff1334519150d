import { PluginCommonModule, VendurePlugin } from '@vendure/core';
import { adminApiExtensions, shopApiExtensions } from './api-extensions';
import { BackInStockNotifier } from './back-in-stock-notifier.service';
import { BackInStockQueue } from './back-in-stock.queue';
import { STOCK_ALERTS_OPTIONS, StockAlertsPluginOptions } from './constants';
import { purgeUnconfirmedStockAlertsTask } from './purge-task';
import { StockAlertCatalogue } from './stock-alert-catalogue.service';
import { StockAlert } from './stock-alert.entity';
import { StockAlertsAdminResolver, StockAlertsShopResolver } from './stock-alerts.resolver';
import { StockAlertService } from './stock-alert.service';

/**
 * "Back in stock" alerts (see README): Shop API to ask (one click for a customer's own address,
 * double opt-in otherwise), confirm and cancel; Admin API list; the `stock-alerts` job queue that
 * emails each subscriber once when the variant can be bought again. Emails go out through the
 * EmailPlugin (`stockAlertEmailHandlers`); throttled by attempt-limits (scope `stock-alert`).
 */
@VendurePlugin({
  imports: [PluginCommonModule],
  entities: [StockAlert],
  providers: [
    StockAlertCatalogue,
    StockAlertService,
    BackInStockNotifier,
    BackInStockQueue,
    { provide: STOCK_ALERTS_OPTIONS, useFactory: () => StockAlertsPlugin.options },
  ],
  shopApiExtensions: { schema: shopApiExtensions, resolvers: [StockAlertsShopResolver] },
  adminApiExtensions: { schema: adminApiExtensions, resolvers: [StockAlertsAdminResolver] },
  configuration: (config) => {
    const tasks = (config.schedulerOptions.tasks ??= []);
    if (!tasks.some((t) => t.id === purgeUnconfirmedStockAlertsTask.id)) tasks.push(purgeUnconfirmedStockAlertsTask);
    return config;
  },
  compatibility: '^3.0.0',
})
export class StockAlertsPlugin {
  static options: StockAlertsPluginOptions = { storefrontUrl: 'http://localhost:3000' };

  static init(options: StockAlertsPluginOptions): typeof StockAlertsPlugin {
    StockAlertsPlugin.options = options;
    return StockAlertsPlugin;
  }
}
