import { Injectable } from '@nestjs/common';
import type { Order, Payment, RequestContext } from '@vendure/core';

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

/**
 * A provider's description of its client for this shopper's request (their active order,
 * language) and the payment method asked about (its code and its handler's arguments).
 */
export type DescribeClient = (
  ctx: RequestContext,
  method: { code: string; args: Readonly<Record<string, string>> },
) => PaymentClient | null | Promise<PaymentClient | null>;

/**
 * What a payment's provider makes of the details the shopper's browser brings back after an
 * action (a challenge's or a redirect's result): the order, paid or still waiting (another action
 * in the payment's public metadata), a refusal, or why the details were not taken.
 */
export type DetailsResult = Order | PaymentDeclined | PaymentDetailsError;

/** Takes a payment's additional details (`submitPaymentDetails`); the provider checks the payment is the shopper's. */
export type SubmitDetails = (ctx: RequestContext, payment: Payment, details: Record<string, unknown>) => Promise<DetailsResult>;

/** Vendure's PaymentDeclinedError as a Shop API error result. */
export class PaymentDeclined {
  readonly __typename = 'PaymentDeclinedError';
  readonly errorCode = 'PAYMENT_DECLINED_ERROR';
  readonly message = 'PAYMENT_DECLINED_ERROR';
  constructor(readonly paymentErrorMessage: string) {}
}

/** Why a payment's details were not taken (`reason`: the provider's code, e.g. INVALID_REF, NOT_SUPPORTED). */
export class PaymentDetailsError {
  readonly __typename = 'PaymentDetailsError';
  readonly errorCode = 'PAYMENT_DETAILS_ERROR';
  constructor(
    readonly reason: string,
    readonly message: string,
  ) {}
}

/**
 * The payment providers' browser side by handler code: each provider plugin registers its client
 * (the Shop API's `PaymentMethodQuote.client`) and, when its payments can wait for an action,
 * what it does with the details that come back (`submitPaymentDetails`). A method whose handler
 * registered nothing (the cheque, gift cards, loyalty) needs nothing in the browser: `null`.
 */
@Injectable()
export class PaymentClients {
  private readonly byHandler = new Map<string, DescribeClient>();
  private readonly detailsByHandler = new Map<string, SubmitDetails>();

  register(handlerCode: string, describe: DescribeClient, submitDetails?: SubmitDetails): void {
    this.byHandler.set(handlerCode, describe);
    if (submitDetails) this.detailsByHandler.set(handlerCode, submitDetails);
  }

  /** The provider's way with additional details, when it has one. */
  detailsOf(handlerCode: string | undefined): SubmitDetails | undefined {
    return handlerCode === undefined ? undefined : this.detailsByHandler.get(handlerCode);
  }

  async describe(
    ctx: RequestContext,
    method: { code: string; handler: string; args: Readonly<Record<string, string>> } | undefined,
  ): Promise<PaymentClient | null> {
    const describe = method === undefined ? undefined : this.byHandler.get(method.handler);
    return describe && method ? ((await describe(ctx, method)) ?? null) : null;
  }
}
