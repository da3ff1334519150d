import { ConfigService, Injector, Order, OrderPlacedStrategy, OrderProcess, OrderState, RequestContext } from '@vendure/core';

/** The languages the shop emails in; anything else is English. */
export function emailLanguage(languageCode: string | null | undefined): 'th' | 'en' {
  return languageCode === 'th' ? 'th' : 'en';
}

/**
 * Records on the order the language of the request that places it (`customFields.placedLanguage`),
 * when the engine's OrderPlacedStrategy says it is placed; the transition saves the order after
 * `onTransitionEnd` (as order-access's placing session). Never replaced once recorded.
 */
export class PlacedLanguageProcess implements OrderProcess<never> {
  private placedStrategy?: OrderPlacedStrategy;

  init(injector: Injector): void {
    this.placedStrategy = injector.get(ConfigService).orderOptions.orderPlacedStrategy;
  }

  async onTransitionEnd(fromState: OrderState, toState: OrderState, { ctx, order }: { ctx: RequestContext; order: Order }): Promise<void> {
    if (order.customFields?.placedLanguage || !this.placedStrategy) return;
    if (!(await this.placedStrategy.shouldSetAsPlaced(ctx, fromState, toState, order))) return;
    order.customFields = { ...order.customFields, placedLanguage: emailLanguage(ctx.languageCode) };
  }
}

export const placedLanguageProcess = new PlacedLanguageProcess();
