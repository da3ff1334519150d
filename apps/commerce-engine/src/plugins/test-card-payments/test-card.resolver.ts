import { Args, Mutation, Parent, ResolveField, Resolver } from '@nestjs/graphql';
import { Allow, Ctx, ID, Payment, Permission, RequestContext, Transaction } from '@vendure/core';
import { CHALLENGE_PENDING } from './payment-process';
import { ChallengeResult, TestCardService } from './test-card.service';

@Resolver()
export class TestCardShopResolver {
  constructor(private readonly service: TestCardService) {}

  @Mutation()
  @Transaction()
  @Allow(Permission.Owner)
  completeTestCardChallenge(@Ctx() ctx: RequestContext, @Args() args: { paymentId: ID; ref: string }): Promise<ChallengeResult> {
    return this.service.completeChallenge(ctx, args.paymentId, args.ref);
  }
}

@Resolver('CompleteTestCardChallengeResult')
export class CompleteTestCardChallengeResultResolver {
  @ResolveField()
  __resolveType(value: { __typename?: string }): string {
    return value.__typename === 'TestCardChallengeError' || value.__typename === 'PaymentDeclinedError' ? value.__typename : 'Order';
  }
}

@Resolver('Payment')
export class TestCardPaymentFieldResolver {
  constructor(private readonly service: TestCardService) {}

  @ResolveField()
  testCardChallengeUrl(@Parent() payment: Payment): string | null {
    const challenge = (payment.metadata as { challenge?: boolean } | undefined)?.challenge;
    return payment.state === CHALLENGE_PENDING && challenge ? this.service.challengeUrl(payment.id) : null;
  }
}
