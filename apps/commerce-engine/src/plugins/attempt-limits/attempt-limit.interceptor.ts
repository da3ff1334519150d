import { CallHandler, ExecutionContext, Inject, Injectable, NestInterceptor } from '@nestjs/common';
import { GqlExecutionContext } from '@nestjs/graphql';
import { internal_getRequestContext } from '@vendure/core';
import type { GraphQLResolveInfo } from 'graphql';
import type { IncomingMessage } from 'node:http';
import { from, Observable, switchMap } from 'rxjs';
import { AttemptLimitService } from './attempt-limit.service';
import { ATTEMPT_LIMITS_OPTIONS, AttemptLimitsOptions } from './constants';
import { ADMIN_THROTTLED_OPERATIONS, THROTTLED_OPERATIONS, THROTTLED_ROOT_TYPES } from './throttled-operations';

/**
 * Before a throttled Shop API mutation (or query), or the Admin API's password sign-in, runs
 * (after Vendure's auth guard has made its RequestContext), counts the attempt for the client and
 * the account it concerns; over a limit the mutation does not run and the caller gets
 * TOO_MANY_REQUESTS.
 */
@Injectable()
export class AttemptLimitInterceptor implements NestInterceptor {
  constructor(
    private readonly limits: AttemptLimitService,
    @Inject(ATTEMPT_LIMITS_OPTIONS) private readonly options: AttemptLimitsOptions,
  ) {}

  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    if (context.getType<string>() !== 'graphql') return next.handle();
    const gql = GqlExecutionContext.create(context);
    const info = gql.getInfo<GraphQLResolveInfo>();
    if (!info || !THROTTLED_ROOT_TYPES.has(info.parentType.name)) return next.handle();
    const candidate = THROTTLED_OPERATIONS[info.fieldName] ?? ADMIN_THROTTLED_OPERATIONS[info.fieldName];
    if (!candidate) return next.handle();
    const req = (gql.getContext<{ req?: IncomingMessage }>().req ?? gql.getContext()) as IncomingMessage;
    const ctx = internal_getRequestContext(req as never, context);
    const operation =
      ctx.apiType === 'shop'
        ? THROTTLED_OPERATIONS[info.fieldName]
        : ctx.apiType === 'admin' && info.parentType.name === 'Mutation'
          ? ADMIN_THROTTLED_OPERATIONS[info.fieldName]
          : undefined;
    if (!operation) return next.handle();
    const account = operation.accountOf(gql.getArgs(), {
      activeUserId: ctx.activeUserId as string | number | undefined,
      session: ctx.session
        ? { id: ctx.session.id as string | number, activeOrderId: ctx.session.activeOrderId as string | number | undefined }
        : null,
    });
    return from(this.limits.attempt(operation, this.options.clientOf(req), account)).pipe(switchMap(() => next.handle()));
  }
}
