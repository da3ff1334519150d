import { Logger, PluginCommonModule, VendurePlugin } from '@vendure/core';
import type { OnApplicationShutdown } from '@nestjs/common';
import { redisOptions } from '../../redis-options';
import { serialiseSessionMutations } from './serialise-mutations';
import { LocalSessionLock, RedisSessionLock, type SessionLock } from './session-lock';

export interface OrderSerialisationOptions {
  /** With REDIS_URL (the scaled profile) the lock holds across engine processes. */
  redisUrl?: string;
}

const loggerCtx = 'OrderSerialisation';
let lock: SessionLock | undefined;

/**
 * One session's Shop API mutations run one after another (see serialise-mutations.ts): Vendure
 * reads an order, changes it in memory and writes it back, with nothing between two requests
 * of one cart.
 */
@VendurePlugin({
  imports: [PluginCommonModule],
  configuration: (config) => {
    const warn = (message: string) => Logger.warn(message, loggerCtx);
    const url = OrderSerialisationPlugin.options.redisUrl;
    lock = url ? new RedisSessionLock(redisOptions(url), {}, warn) : new LocalSessionLock({}, warn);
    config.apiOptions.apolloServerPlugins = [...(config.apiOptions.apolloServerPlugins ?? []), serialiseSessionMutations(lock)];
    return config;
  },
  compatibility: '^3.0.0',
})
export class OrderSerialisationPlugin implements OnApplicationShutdown {
  static options: OrderSerialisationOptions = {};

  static init(options: OrderSerialisationOptions = {}) {
    this.options = options;
    return OrderSerialisationPlugin;
  }

  async onApplicationShutdown() {
    await lock?.close();
  }
}
