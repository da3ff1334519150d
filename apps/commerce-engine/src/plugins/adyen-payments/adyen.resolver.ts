import { Args, Mutation, Query, ResolveField, Resolver } from '@nestjs/graphql';
import { Allow, Ctx, ID, Permission, RequestContext } from '@vendure/core';
import { AdyenService } from './adyen.service';
import type { AdyenPaymentStatus, DetailsResult } from './results';

/**
 * No @Transaction() here: the Adyen call must not hold a database transaction open, and the
 * webhook of the same payment (sent by Adyen moments later) must see what these save.
 */
@Resolver()
export class AdyenShopResolver {
  constructor(private readonly service: AdyenService) {}

  @Mutation()
  @Allow(Permission.Owner)
  submitAdyenPaymentDetails(@Ctx() ctx: RequestContext, @Args() args: { paymentId: ID; details: unknown }): Promise<DetailsResult> {
    return this.service.submitDetails(ctx, args.paymentId, args.details);
  }

  @Query()
  @Allow(Permission.Owner)
  adyenPaymentStatus(@Ctx() ctx: RequestContext, @Args() args: { paymentId: ID }): Promise<AdyenPaymentStatus | null> {
    return this.service.status(ctx, args.paymentId);
  }
}

@Resolver('SubmitAdyenPaymentDetailsResult')
export class SubmitAdyenPaymentDetailsResultResolver {
  @ResolveField()
  __resolveType(value: { __typename?: string }): string {
    return value.__typename === 'AdyenPaymentError' || value.__typename === 'PaymentDeclinedError' ? value.__typename : 'Order';
  }
}
