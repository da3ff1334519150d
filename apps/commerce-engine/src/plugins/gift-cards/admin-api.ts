import { Args, Mutation, Resolver } from '@nestjs/graphql';
import { Allow, Ctx, Permission, RequestContext, Transaction, UserInputError } from '@vendure/core';
import gql from 'graphql-tag';
import { maskGiftCardCode } from './gift-card-code';
import { GiftCardService } from './gift-card.service';

/**
 * Admin API: staff issue a gift card by hand (a goodwill gesture, a refund, a prize). Balances in
 * minor units per currency; a code is generated unless given. Answers the code in full once:
 * staff hand it to the shopper.
 */
export const adminApiExtensions = gql`
  type CreatedGiftCard {
    code: String!
    masked: String!
    balanceThb: Int!
    balanceGbp: Int!
  }
  input CreateGiftCardInput {
    "any case, spaces ignored; omit for a new random code"
    code: String
    balanceThb: Int!
    balanceGbp: Int!
  }
  extend type Mutation {
    createGiftCard(input: CreateGiftCardInput!): CreatedGiftCard!
  }
`;

const MAX_BALANCE = 100_000_000;

@Resolver()
export class GiftCardAdminResolver {
  constructor(private readonly giftCards: GiftCardService) {}

  @Transaction()
  @Mutation()
  @Allow(Permission.CreateOrder)
  async createGiftCard(
    @Ctx() ctx: RequestContext,
    @Args() { input }: { input: { code?: string | null; balanceThb: number; balanceGbp: number } },
  ): Promise<{ code: string; masked: string; balanceThb: number; balanceGbp: number }> {
    for (const value of [input.balanceThb, input.balanceGbp]) {
      if (!Number.isInteger(value) || value < 0 || value > MAX_BALANCE)
        throw new UserInputError('A balance is a whole number of minor units from 0 to 100,000,000.');
    }
    if (input.code && (await this.giftCards.findByCode(ctx, input.code)))
      throw new UserInputError('A gift card with this code exists already.');
    const card = await this.giftCards.create(ctx, {
      code: input.code ?? undefined,
      balanceThb: input.balanceThb,
      balanceGbp: input.balanceGbp,
    });
    return { code: card.code, masked: maskGiftCardCode(card.code), balanceThb: card.balanceThb, balanceGbp: card.balanceGbp };
  }
}
