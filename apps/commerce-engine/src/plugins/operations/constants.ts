import type { Metrics } from '@talat/service-kit';

export const loggerCtx = 'Operations';

export interface OperationsOptions {
  /** SMTP_URL: /ready checks that its server accepts connections. */
  smtpUrl: string;
  /** REDIS_URL: /ready pings it; the job queue depth is read from its BullMQ queue. */
  redisUrl?: string;
  /** The process's metrics (METRICS_PORT set): GraphQL operations and job queue depth are added. */
  metrics?: Metrics;
}

export const OPERATIONS_OPTIONS = Symbol('OPERATIONS_OPTIONS');
