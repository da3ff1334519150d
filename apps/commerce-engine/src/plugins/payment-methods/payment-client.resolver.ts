import { Parent, ResolveField, Resolver } from '@nestjs/graphql';
import { Ctx, RequestContext } from '@vendure/core';
import { PaymentClients, type PaymentClient } from './payment-clients';
import { PaymentMethodsService } from './payment-methods.service';

/** `PaymentMethodQuote.client`: the method's provider client, or null (payment-clients.ts). */
@Resolver('PaymentMethodQuote')
export class PaymentClientResolver {
  constructor(
    private readonly methods: PaymentMethodsService,
    private readonly clients: PaymentClients,
  ) {}

  @ResolveField()
  async client(@Ctx() ctx: RequestContext, @Parent() quote: { code: string }): Promise<PaymentClient | null> {
    return this.clients.describe(ctx, await this.methods.methodOf(ctx, quote.code));
  }
}
