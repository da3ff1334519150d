import { Parent, ResolveField, Resolver } from '@nestjs/graphql';
import { Ctx, Customer, CustomerService, RequestContext } from '@vendure/core';
import { groupKeyOf } from './group-key';

@Resolver('Customer')
export class CustomerGroupKeyResolver {
  constructor(private readonly customers: CustomerService) {}

  @ResolveField()
  async groupKey(@Ctx() ctx: RequestContext, @Parent() customer: Customer): Promise<string> {
    const groups = customer.groups ?? (customer.id ? await this.customers.getCustomerGroups(ctx, customer.id) : []);
    return groupKeyOf(groups);
  }
}
