import { Inject, Injectable, OnApplicationShutdown } from '@nestjs/common';
import { createHealth, tcpCheck, type Health } from '@talat/service-kit';
import { Logger, TransactionalConnection } from '@vendure/core';
import { Redis } from 'ioredis';
import { smtpAddress } from '../../email/smtp-transport';
import { redisOptions } from '../../redis-options';
import { loggerCtx, OPERATIONS_OPTIONS, OperationsOptions } from './constants';

/**
 * What `GET /ready` checks: the database answers, Redis answers (with REDIS_URL) and the SMTP
 * server accepts connections; and whether the process is draining (SIGTERM). Answers name each
 * check `ok` or `failed`, never why (the reason is logged).
 */
@Injectable()
export class ReadinessService implements OnApplicationShutdown {
  readonly health: Health;
  private readonly redis: Redis | undefined;

  constructor(@Inject(OPERATIONS_OPTIONS) options: OperationsOptions, connection: TransactionalConnection) {
    this.redis = options.redisUrl
      ? new Redis({
          ...redisOptions(options.redisUrl),
          lazyConnect: true,
          enableOfflineQueue: false,
          maxRetriesPerRequest: 1,
          connectTimeout: 1000,
        })
      : undefined;
    this.redis?.on('error', () => {});
    const smtp = smtpAddress(options.smtpUrl);
    const redis = this.redis;
    this.health = createHealth({
      checks: {
        database: () => connection.rawConnection.query('SELECT 1'),
        ...(redis
          ? {
              redis: async () => {
                if (redis.status === 'wait' || redis.status === 'end') await redis.connect();
                await redis.ping();
              },
            }
          : {}),
        smtp: tcpCheck(smtp.host, smtp.port),
      },
      log: (message, error) => Logger.warn(`${message}: ${(error as Error)?.message ?? String(error)}`, loggerCtx),
    });
  }

  onApplicationShutdown(): void {
    this.redis?.disconnect();
  }
}
