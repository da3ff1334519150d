import { Args, Query, Resolver } from '@nestjs/graphql';
import { Allow, Ctx, ID, Permission, RequestContext } from '@vendure/core';
import { AdyenService } from './adyen.service';
import type { AdyenPaymentStatus } from './results';

/**
 * What a shopper waiting for a payment (a PromptPay QR code) asks. The details an action brings
 * back go through the payment-methods plugin's `submitPaymentDetails`, which reaches
 * AdyenService.submitDetails for a talat-adyen payment.
 */
@Resolver()
export class AdyenShopResolver {
  constructor(private readonly service: AdyenService) {}

  @Query()
  @Allow(Permission.Owner)
  adyenPaymentStatus(@Ctx() ctx: RequestContext, @Args() args: { paymentId: ID }): Promise<AdyenPaymentStatus | null> {
    return this.service.status(ctx, args.paymentId);
  }
}
