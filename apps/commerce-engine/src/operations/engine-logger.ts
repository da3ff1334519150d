import type { Logger } from '@talat/service-kit';
import type { VendureLogger } from '@vendure/core';

/**
 * Vendure's log through the kit's pino logger (`createLogger({ service: 'engine' })`): JSON lines
 * in production, readable lines in development, LOG_LEVEL picks the level. Vendure's `verbose`
 * is pino's `debug`, its `debug` pino's `trace`; the Vendure context (`context`) is a field.
 */
export class EngineLogger implements VendureLogger {
  private defaultContext: string | undefined;

  constructor(private readonly logger: Logger) {}

  setDefaultContext(context: string): void {
    this.defaultContext = context;
  }

  private fields(context: string | undefined): { context?: string } {
    const c = context ?? this.defaultContext;
    return c ? { context: c } : {};
  }

  error(message: string, context?: string, trace?: string): void {
    this.logger.error({ ...this.fields(context), ...(trace ? { trace } : {}) }, message);
  }

  warn(message: string, context?: string): void {
    this.logger.warn(this.fields(context), message);
  }

  info(message: string, context?: string): void {
    this.logger.info(this.fields(context), message);
  }

  verbose(message: string, context?: string): void {
    this.logger.debug(this.fields(context), message);
  }

  debug(message: string, context?: string): void {
    this.logger.trace(this.fields(context), message);
  }
}
