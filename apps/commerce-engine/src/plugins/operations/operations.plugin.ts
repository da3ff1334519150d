import { PluginCommonModule, VendurePlugin } from '@vendure/core';
import { graphqlMetricsPlugin } from '../../operations/graphql-metrics';
import { STOREFRONT_OPERATIONS } from '../../operations/storefront-operations';
import { OPERATIONS_OPTIONS, OperationsOptions } from './constants';
import { OperationsService } from './operations.service';
import { ReadinessService } from './readiness.service';
import { ReadyController } from './ready.controller';

/**
 * What an operator needs of the engine (see README): `GET /ready` beside Vendure's `/health`,
 * and with metrics on, GraphQL operations and the job queue depth in them.
 */
@VendurePlugin({
  imports: [PluginCommonModule],
  providers: [ReadinessService, OperationsService, { provide: OPERATIONS_OPTIONS, useFactory: () => OperationsPlugin.options }],
  controllers: [ReadyController],
  exports: [ReadinessService],
  configuration: (config) => {
    const metrics = OperationsPlugin.options.metrics;
    if (metrics) {
      config.apiOptions.apolloServerPlugins = [
        ...(config.apiOptions.apolloServerPlugins ?? []),
        graphqlMetricsPlugin(metrics, STOREFRONT_OPERATIONS, config.apiOptions.adminApiPath ?? 'admin-api'),
      ];
    }
    return config;
  },
  compatibility: '^3.0.0',
})
export class OperationsPlugin {
  static options: OperationsOptions;

  static init(options: OperationsOptions): typeof OperationsPlugin {
    OperationsPlugin.options = options;
    return OperationsPlugin;
  }
}
