import { Injectable } from '@nestjs/common';
import type { RequestContext } from '@vendure/core';

/**
 * What the shopper's browser mounts to take a payment method: the provider's name and its
 * public settings (the test card provider's token URL; a drop-in's client key and payment
 * methods). Never a secret: the Shop API hands it to any shopper. Card data then goes from the
 * browser to the provider, never through the storefront's or the engine's own routes.
 */
export interface PaymentClient {
  provider: string;
  [setting: string]: unknown;
}

/** A provider's description of its client for this shopper's request (their active order, language). */
export type DescribeClient = (ctx: RequestContext) => PaymentClient | null | Promise<PaymentClient | null>;

/**
 * The payment providers' clients by handler code: each provider plugin registers its own, and
 * the Shop API's `PaymentMethodQuote.client` reads them. A method whose handler registered
 * nothing (the cheque, gift cards, loyalty) needs nothing in the browser: `null`.
 */
@Injectable()
export class PaymentClients {
  private readonly byHandler = new Map<string, DescribeClient>();

  register(handlerCode: string, describe: DescribeClient): void {
    this.byHandler.set(handlerCode, describe);
  }

  async describe(ctx: RequestContext, handlerCode: string | undefined): Promise<PaymentClient | null> {
    const describe = handlerCode === undefined ? undefined : this.byHandler.get(handlerCode);
    return describe ? ((await describe(ctx)) ?? null) : null;
  }
}
