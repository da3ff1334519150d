import { Args, Mutation, Resolver } from '@nestjs/graphql';
import { Allow, Ctx, Permission, RequestContext, Transaction } from '@vendure/core';
import { ConsentService, CustomerConsentInput, CustomerConsentView } from './consent.service';

@Resolver()
export class ConsentShopResolver {
  constructor(private readonly consent: ConsentService) {}

  @Transaction()
  @Mutation()
  @Allow(Permission.Owner)
  recordConsent(@Ctx() ctx: RequestContext, @Args() args: { input: CustomerConsentInput }): Promise<CustomerConsentView> {
    return this.consent.record(ctx, args.input);
  }
}
