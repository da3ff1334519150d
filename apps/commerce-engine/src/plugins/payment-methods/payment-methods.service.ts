import { Inject, Injectable, OnApplicationBootstrap } from '@nestjs/common';
import {
  ChannelService,
  ConfigService,
  LanguageCode,
  Logger,
  PaymentMethodService,
  RequestContext,
  RequestContextCacheService,
  RequestContextService,
} from '@vendure/core';
import {
  CHEQUE_HANDLER_CODE,
  chequeDescriptions,
  loggerCtx,
  PAYMENT_METHODS_OPTIONS,
  PaymentMethodsOptions,
  payableMethods,
} from './constants';

/** An enabled payment method as the providers see it: its code, handler and the handler's arguments. */
export interface ActiveMethod {
  code: string;
  handler: string;
  args: Readonly<Record<string, string>>;
}

function nameOf(method: { translations: Array<{ languageCode: string; name: string }> }, lang: string): string | undefined {
  return method.translations.find((t) => t.languageCode === lang)?.name;
}

/**
 * The shop's payment methods as this engine can take them: the cheque method's payable-to text,
 * and methods whose handler is not in this configuration (the demo's test card method in a
 * production engine without PAYMENT_TEST_MODE) kept from shoppers.
 */
@Injectable()
export class PaymentMethodsService implements OnApplicationBootstrap {
  constructor(
    @Inject(PAYMENT_METHODS_OPTIONS) private readonly options: PaymentMethodsOptions,
    private readonly paymentMethods: PaymentMethodService,
    private readonly channels: ChannelService,
    private readonly contexts: RequestContextService,
    private readonly config: ConfigService,
    private readonly requestCache: RequestContextCacheService,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    try {
      await this.ensureChequeDescriptions();
      const ctx = await this.adminContext();
      for (const method of (await this.paymentMethods.findAll(ctx, { take: 100 })).items) {
        if (method.enabled && !this.handlerCodes().has(method.handler.code)) {
          Logger.warn(
            `payment method "${method.code}" has no handler "${method.handler.code}" in this engine: shoppers are not offered it (disable or delete it in the admin)`,
            loggerCtx,
          );
        }
      }
    } catch (e) {
      Logger.error(`could not check the payment methods: ${(e as Error).message}`, loggerCtx);
    }
  }

  handlerCodes(): Set<string> {
    return new Set(this.config.paymentOptions.paymentMethodHandlers.map((h) => h.code));
  }

  /** Only the methods this engine can take a payment with. */
  async payable<T extends { code: string }>(ctx: RequestContext, methods: readonly T[]): Promise<T[]> {
    const handlerOf = new Map([...(await this.activeMethods(ctx))].map(([code, m]) => [code, m.handler]));
    return payableMethods(methods, handlerOf, this.handlerCodes());
  }

  /** The handler code of an enabled method of this channel, by method code. */
  async handlerOf(ctx: RequestContext, methodCode: string): Promise<string | undefined> {
    return (await this.activeMethods(ctx)).get(methodCode)?.handler;
  }

  /** An enabled method of this channel by code: its handler and the handler's arguments. */
  async methodOf(ctx: RequestContext, methodCode: string): Promise<ActiveMethod | undefined> {
    return (await this.activeMethods(ctx)).get(methodCode);
  }

  /** Read once per request: the quotes of one `eligiblePaymentMethods` each ask for it. */
  private activeMethods(ctx: RequestContext): Promise<Map<string, ActiveMethod>> {
    return this.requestCache.get(ctx, 'talat.paymentMethodHandlers', async () => {
      const active = await this.paymentMethods.getActivePaymentMethods(ctx);
      return new Map(
        active.map((m) => [
          m.code,
          { code: m.code, handler: m.handler.code, args: Object.fromEntries(m.handler.args.map((a) => [a.name, a.value])) },
        ]),
      );
    });
  }

  /** The cheque / money order method's descriptions carry the payable-to text. Idempotent; run at bootstrap. */
  async ensureChequeDescriptions(): Promise<void> {
    const ctx = await this.adminContext();
    const descriptions = chequeDescriptions(this.options.chequePayableTo);
    const { items } = await this.paymentMethods.findAll(ctx, { take: 100 });
    for (const method of items.filter((m) => m.handler.code === CHEQUE_HANDLER_CODE)) {
      const current = new Map(method.translations.map((t) => [t.languageCode as string, t.description]));
      if (current.get('en') === descriptions.en && current.get('th') === descriptions.th) continue;
      await this.paymentMethods.update(ctx, {
        id: method.id,
        translations: [
          { languageCode: LanguageCode.en, description: descriptions.en, name: nameOf(method, 'en') ?? 'Cheque / money order' },
          { languageCode: LanguageCode.th, description: descriptions.th, name: nameOf(method, 'th') ?? 'เช็คหรือธนาณัติ' },
        ],
      });
    }
  }

  private async adminContext(): Promise<RequestContext> {
    const channel = await this.channels.getDefaultChannel();
    return this.contexts.create({ apiType: 'admin', channelOrToken: channel, languageCode: LanguageCode.en });
  }
}
