import type { ApolloServerPlugin } from '@apollo/server';
import type { Metrics } from '@talat/service-kit';

interface WithRequest {
  req?: { originalUrl?: string; url?: string };
}

/**
 * GraphQL operations counted and timed (`graphql_operation_duration_seconds{api,type,name,outcome}`):
 * `api` shop or admin, `type` query or mutation, `name` one of the storefront's own operation
 * names or `other` (Admin API operations are all `other`), `outcome` ok or error. The label set
 * stays bounded whatever a caller names its operations.
 */
export function graphqlMetricsPlugin(metrics: Metrics, knownShopOperations: ReadonlySet<string>, adminApiPath: string): ApolloServerPlugin {
  const histogram = metrics.histogram(
    'graphql_operation_duration_seconds',
    'GraphQL operations answered, by API, type, operation name and outcome, with their duration',
    ['api', 'type', 'name', 'outcome'],
  );
  const adminPrefix = `/${adminApiPath.replace(/^\/+|\/+$/g, '')}`;
  return {
    async requestDidStart({ contextValue }) {
      const end = histogram.startTimer();
      const url = (contextValue as WithRequest).req?.originalUrl ?? (contextValue as WithRequest).req?.url ?? '';
      const api = url.startsWith(adminPrefix) ? 'admin' : 'shop';
      return {
        async willSendResponse({ operation, operationName, response }) {
          const errors = response.body.kind === 'single' ? response.body.singleResult.errors : undefined;
          const name = api === 'shop' && operationName && knownShopOperations.has(operationName) ? operationName : 'other';
          end({ api, type: operation?.operation ?? 'invalid', name, outcome: errors?.length ? 'error' : 'ok' });
        },
      };
    },
  };
}
