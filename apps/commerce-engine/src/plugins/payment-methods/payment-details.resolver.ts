import { Args, Mutation, ResolveField, Resolver } from '@nestjs/graphql';
import { Allow, Ctx, ID, Payment, Permission, RequestContext, TransactionalConnection } from '@vendure/core';
import { detailsMessage } from './details-messages';
import { PaymentClients, PaymentDetailsError, type DetailsResult } from './payment-clients';
import { PaymentMethodsService } from './payment-methods.service';

/**
 * `submitPaymentDetails(paymentId, details)`: the details a shopper's browser brings back after
 * a payment's action (the test card's challenge ref, a drop-in's redirect result) go to the
 * provider of that payment's method, which checks the payment is the shopper's and finishes it.
 * One mutation for every provider: the storefront never names one.
 */
@Resolver()
export class PaymentDetailsResolver {
  constructor(
    private readonly connection: TransactionalConnection,
    private readonly methods: PaymentMethodsService,
    private readonly clients: PaymentClients,
  ) {}

  // No transaction here: a provider that calls out (Adyen) must not hold one open while it waits,
  // and one that only writes (the test card) opens its own.
  @Mutation()
  @Allow(Permission.Owner)
  async submitPaymentDetails(
    @Ctx() ctx: RequestContext,
    @Args() args: { paymentId: ID; details: Record<string, unknown> },
  ): Promise<DetailsResult> {
    const payment = await this.connection
      .getRepository(ctx, Payment)
      .findOne({ where: { id: args.paymentId } })
      .catch(() => null);
    if (!payment) return new PaymentDetailsError('PAYMENT_NOT_FOUND', detailsMessage('notFound', ctx.languageCode));
    const submit = this.clients.detailsOf(await this.methods.handlerOf(ctx, payment.method));
    if (!submit) return new PaymentDetailsError('NOT_SUPPORTED', detailsMessage('notSupported', ctx.languageCode));
    const details = args.details && typeof args.details === 'object' && !Array.isArray(args.details) ? args.details : {};
    return submit(ctx, payment, details);
  }
}

@Resolver('SubmitPaymentDetailsResult')
export class SubmitPaymentDetailsResultResolver {
  @ResolveField()
  __resolveType(value: { __typename?: string }): string {
    return value.__typename === 'PaymentDetailsError' || value.__typename === 'PaymentDeclinedError' ? value.__typename : 'Order';
  }
}
