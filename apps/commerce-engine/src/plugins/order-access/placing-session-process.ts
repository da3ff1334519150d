import { ConfigService, Injector, OrderPlacedStrategy, OrderProcess, OrderState, RequestContext, Order } from '@vendure/core';

/**
 * Records on the order the session that places it (`customFields.placedBySessionId`), when the
 * order becomes placed (the engine's OrderPlacedStrategy decides when that is). `onTransitionEnd`
 * runs inside the transition's transaction and `OrderService.transitionToState` saves the order
 * after it, so the next read (the thank-you page, right after placing) already sees it. A
 * transition without a session records nothing, and a recorded session is never replaced.
 */
export class PlacingSessionProcess implements OrderProcess<never> {
  private placedStrategy?: OrderPlacedStrategy;

  init(injector: Injector): void {
    this.placedStrategy = injector.get(ConfigService).orderOptions.orderPlacedStrategy;
  }

  async onTransitionEnd(fromState: OrderState, toState: OrderState, { ctx, order }: { ctx: RequestContext; order: Order }): Promise<void> {
    if (!ctx.session || order.customFields?.placedBySessionId || !this.placedStrategy) return;
    if (!(await this.placedStrategy.shouldSetAsPlaced(ctx, fromState, toState, order))) return;
    order.customFields = { ...order.customFields, placedBySessionId: String(ctx.session.id) };
  }
}

export const placingSessionProcess = new PlacingSessionProcess();
