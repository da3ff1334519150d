import { CallHandler, ExecutionContext, Injectable, NestInterceptor } from '@nestjs/common';
import { GqlExecutionContext } from '@nestjs/graphql';
import { internal_getRequestContext } from '@vendure/core';
import type { GraphQLResolveInfo } from 'graphql';
import { Observable, switchMap } from 'rxjs';
import { PaymentMethodsService } from './payment-methods.service';

/**
 * The Shop API's `eligiblePaymentMethods` lists only methods this engine has a handler for.
 * Vendure lists every enabled method and refuses a payment by one without a handler only when it
 * is tried ("no configurable operation"); a shopper should never be offered it.
 */
@Injectable()
export class PayableMethodsInterceptor implements NestInterceptor {
  constructor(private readonly methods: PaymentMethodsService) {}

  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    if (context.getType<string>() !== 'graphql') return next.handle();
    const gql = GqlExecutionContext.create(context);
    const info = gql.getInfo<GraphQLResolveInfo>();
    if (info?.parentType.name !== 'Query' || info.fieldName !== 'eligiblePaymentMethods') return next.handle();
    const req = gql.getContext<{ req?: unknown }>().req ?? gql.getContext();
    const ctx = internal_getRequestContext(req as never, context);
    if (ctx.apiType !== 'shop') return next.handle();
    return next
      .handle()
      .pipe(switchMap(async (methods: unknown) => (Array.isArray(methods) ? this.methods.payable(ctx, methods) : methods)));
  }
}
