import { Injectable } from '@nestjs/common';
import { HistoryEntryType } from '@vendure/common/lib/generated-types';
import {
  Customer,
  CustomerService,
  ExternalAuthenticationMethod,
  ExternalAuthenticationService,
  HistoryService,
  ID,
  RequestContext,
  RoleService,
  TransactionalConnection,
  User,
} from '@vendure/core';
import { hasSsoMethod, namesToFill, pickCustomerToLink } from './account-rules';
import { SSO_STRATEGY_NAME } from './constants';
import { SignOnClaims } from './id-token-claims';

export type SignOnAccount = { ok: true; user: User; customerId: ID; how: 'found' | 'linked' | 'created' } | { ok: false; reason: string };

/**
 * The customer account of a signed-on person: found by the provider's `sub`; else the customer
 * with the same (verified) email, linked to the sign-on; else a new customer. Runs inside the
 * `authenticate` mutation's transaction.
 */
@Injectable()
export class SignOnAccountService {
  constructor(
    private readonly connection: TransactionalConnection,
    private readonly externalAuth: ExternalAuthenticationService,
    private readonly customers: CustomerService,
    private readonly roles: RoleService,
    private readonly history: HistoryService,
  ) {}

  async accountFor(ctx: RequestContext, claims: SignOnClaims): Promise<SignOnAccount> {
    const known = await this.externalAuth.findCustomerUser(ctx, SSO_STRATEGY_NAME, claims.sub);
    if (known) {
      const customer = await this.customers.findOneByUserId(ctx, known.id);
      if (!customer) return { ok: false, reason: 'no customer for the user' };
      await this.fillEmptyNames(ctx, customer, claims);
      return { ok: true, user: known, customerId: customer.id, how: 'found' };
    }

    const customer = pickCustomerToLink(await this.customersWithEmail(ctx, claims.email));
    if (customer) {
      // The provider says this person owns the address (email_verified), but the customer is
      // already someone else's sign-on account: never move it to a second one.
      if (hasSsoMethod(customer.user)) return { ok: false, reason: 'email belongs to another sign-on account' };
      const userId = customer.user ? customer.user.id : await this.createUserFor(ctx, customer, claims);
      await this.addSsoMethod(ctx, userId, claims.sub);
      await this.fillEmptyNames(ctx, customer, claims);
      const user = await this.connection.getRepository(ctx, User).findOne({
        where: { id: userId },
        relations: ['roles', 'roles.channels', 'authenticationMethods'],
      });
      if (!user) return { ok: false, reason: 'linked user not found' };
      return { ok: true, user, customerId: customer.id, how: 'linked' };
    }

    const user = await this.externalAuth.createCustomerAndUser(ctx, {
      strategy: SSO_STRATEGY_NAME,
      externalIdentifier: claims.sub,
      emailAddress: claims.email,
      firstName: claims.firstName,
      lastName: claims.lastName,
      verified: true,
    });
    const created = await this.customers.findOneByUserId(ctx, user.id);
    if (!created) return { ok: false, reason: 'customer not created' };
    return { ok: true, user, customerId: created.id, how: 'created' };
  }

  /** Customers of this channel with the email (any case), not deleted, oldest first, with their users' methods. */
  private customersWithEmail(ctx: RequestContext, email: string): Promise<Customer[]> {
    return this.connection
      .getRepository(ctx, Customer)
      .createQueryBuilder('customer')
      .innerJoin('customer.channels', 'channel', 'channel.id = :channelId', { channelId: ctx.channelId })
      .leftJoinAndSelect('customer.user', 'user')
      .leftJoinAndSelect('user.authenticationMethods', 'authMethod')
      .where('LOWER(customer.emailAddress) = :email', { email })
      .andWhere('customer.deletedAt IS NULL')
      .orderBy('customer.id', 'ASC')
      .getMany();
  }

  /** A guest customer (from a guest checkout) gets a verified customer user of its own. */
  private async createUserFor(ctx: RequestContext, customer: Customer, claims: SignOnClaims): Promise<ID> {
    const role = await this.roles.getCustomerRole(ctx);
    const user = await this.connection
      .getRepository(ctx, User)
      .save(new User({ identifier: claims.email, roles: [role], verified: true, authenticationMethods: [] }));
    await this.connection.getRepository(ctx, Customer).createQueryBuilder().relation(Customer, 'user').of(customer.id).set(user.id);
    const data = { strategy: SSO_STRATEGY_NAME };
    await this.history.createHistoryEntryForCustomer({ ctx, customerId: customer.id, type: HistoryEntryType.CUSTOMER_REGISTERED, data });
    await this.history.createHistoryEntryForCustomer({ ctx, customerId: customer.id, type: HistoryEntryType.CUSTOMER_VERIFIED, data });
    return user.id;
  }

  private async addSsoMethod(ctx: RequestContext, userId: ID, sub: string): Promise<void> {
    await this.connection
      .getRepository(ctx, ExternalAuthenticationMethod)
      .save(new ExternalAuthenticationMethod({ strategy: SSO_STRATEGY_NAME, externalIdentifier: sub, metadata: {}, user: { id: userId } }));
  }

  private async fillEmptyNames(ctx: RequestContext, customer: Customer, claims: SignOnClaims): Promise<void> {
    const patch = namesToFill(customer, claims);
    if (patch) await this.customers.update(ctx, { id: customer.id, ...patch });
  }
}
