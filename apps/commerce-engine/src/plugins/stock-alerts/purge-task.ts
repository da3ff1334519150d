import { ScheduledTask } from '@vendure/core';
import { StockAlertService } from './stock-alert.service';

/** Daily: unconfirmed alerts are forgotten some days after their confirmation link expired (DefaultSchedulerPlugin). */
export const purgeUnconfirmedStockAlertsTask = new ScheduledTask({
  id: 'purge-unconfirmed-stock-alerts',
  description: 'Deletes stock alerts whose confirmation link expired over a week ago',
  schedule: (cron) => cron.everyDayAt(3, 30),
  execute: async ({ injector, scheduledContext }) => ({
    deleted: await injector.get(StockAlertService).purgeUnconfirmed(scheduledContext),
  }),
});
