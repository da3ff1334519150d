import { Args, Mutation, Query, Resolver } from '@nestjs/graphql';
import { Allow, Ctx, Permission, RequestContext, Transaction, TransactionalConnection } from '@vendure/core';
import { NewsletterSubscription } from './newsletter-subscription.entity';
import { CustomerNewsletterView, NewsletterAnswer, NewsletterService } from './newsletter.service';

@Resolver()
export class NewsletterShopResolver {
  constructor(private readonly newsletter: NewsletterService) {}

  @Query()
  @Allow(Permission.Owner)
  activeCustomerNewsletter(@Ctx() ctx: RequestContext): Promise<CustomerNewsletterView> {
    return this.newsletter.forActiveCustomer(ctx);
  }

  @Transaction()
  @Mutation()
  @Allow(Permission.Public)
  subscribeToNewsletter(@Ctx() ctx: RequestContext, @Args() args: { emailAddress: string; source: string }): Promise<NewsletterAnswer> {
    return this.newsletter.subscribe(ctx, args);
  }

  @Transaction()
  @Mutation()
  @Allow(Permission.Public)
  confirmNewsletterSubscription(@Ctx() ctx: RequestContext, @Args() args: { token: string }): Promise<NewsletterAnswer> {
    return this.newsletter.confirm(ctx, args.token);
  }

  @Transaction()
  @Mutation()
  @Allow(Permission.Public)
  unsubscribeFromNewsletter(@Ctx() ctx: RequestContext, @Args() args: { token: string }): Promise<NewsletterAnswer> {
    return this.newsletter.unsubscribe(ctx, args.token);
  }

  @Transaction()
  @Mutation()
  @Allow(Permission.Owner)
  unsubscribeActiveCustomerFromNewsletter(@Ctx() ctx: RequestContext): Promise<NewsletterAnswer> {
    return this.newsletter.unsubscribeActiveCustomer(ctx);
  }
}

@Resolver()
export class NewsletterAdminResolver {
  constructor(private readonly connection: TransactionalConnection) {}

  @Query()
  @Allow(Permission.ReadCustomer)
  async newsletterSubscriptions(@Ctx() ctx: RequestContext, @Args() args: { skip?: number; take?: number; status?: string }) {
    const take = Math.min(200, Math.max(1, Math.floor(args.take ?? 50)));
    const skip = Math.max(0, Math.floor(args.skip ?? 0));
    const [items, totalItems] = await this.connection.getRepository(ctx, NewsletterSubscription).findAndCount({
      where: args.status ? { status: args.status as NewsletterSubscription['status'] } : {},
      order: { createdAt: 'DESC', id: 'DESC' },
      skip,
      take,
    });
    return { items, totalItems };
  }
}
