import { Injectable } from '@nestjs/common';
import { Customer, CustomerService, ForbiddenError, RequestContext, TransactionalConnection, UserInputError } from '@vendure/core';
import { validConsentInput, type CustomerConsentInput } from './consent-rules';

export type { CustomerConsentInput };

export interface CustomerConsentView extends CustomerConsentInput {
  at: Date;
}

/** The active customer's cookie choice, kept in the Customer's read-only consent fields. */
@Injectable()
export class ConsentService {
  constructor(
    private readonly connection: TransactionalConnection,
    private readonly customers: CustomerService,
  ) {}

  async record(ctx: RequestContext, input: CustomerConsentInput): Promise<CustomerConsentView> {
    const customer = ctx.activeUserId ? await this.customers.findOneByUserId(ctx, ctx.activeUserId) : undefined;
    if (!customer) throw new ForbiddenError();
    if (!validConsentInput(input)) throw new UserInputError('noticeVersion must be a whole number from 1');
    const view: CustomerConsentView = { ...input, at: new Date() };
    await this.connection.getRepository(ctx, Customer).update(customer.id, {
      customFields: {
        consentAt: view.at,
        consentNoticeVersion: view.noticeVersion,
        consentAnalytics: view.analytics,
        consentMarketing: view.marketing,
      },
    });
    return view;
  }
}
