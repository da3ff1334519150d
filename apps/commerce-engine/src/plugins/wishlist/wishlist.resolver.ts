import { Args, Mutation, Parent, Query, ResolveField, Resolver } from '@nestjs/graphql';
import {
  Allow,
  Ctx,
  ID,
  Permission,
  Product,
  ProductService,
  ProductVariant,
  ProductVariantService,
  RequestContext,
  Transaction,
} from '@vendure/core';
import { WishlistItem } from './wishlist-item.entity';
import { WishlistErrorView, WishlistItemInput, WishlistService, WishlistView } from './wishlist.service';

@Resolver()
export class WishlistShopResolver {
  constructor(private readonly wishlist: WishlistService) {}

  @Query()
  @Allow(Permission.Owner)
  activeCustomerWishlist(@Ctx() ctx: RequestContext): Promise<WishlistView> {
    return this.wishlist.get(ctx);
  }

  @Query()
  @Allow(Permission.Public)
  guestWishlist(@Ctx() ctx: RequestContext, @Args() args: { items: WishlistItemInput[] }): Promise<WishlistView> {
    return this.wishlist.guest(ctx, args.items);
  }

  @Transaction()
  @Mutation()
  @Allow(Permission.Owner)
  addToWishlist(@Ctx() ctx: RequestContext, @Args() args: { input: WishlistItemInput }): Promise<WishlistView | WishlistErrorView> {
    return this.wishlist.add(ctx, args.input);
  }

  @Transaction()
  @Mutation()
  @Allow(Permission.Owner)
  removeFromWishlist(@Ctx() ctx: RequestContext, @Args() args: { productId: ID }): Promise<WishlistView> {
    return this.wishlist.remove(ctx, args.productId);
  }

  @Transaction()
  @Mutation()
  @Allow(Permission.Owner)
  mergeIntoWishlist(@Ctx() ctx: RequestContext, @Args() args: { items: WishlistItemInput[] }): Promise<WishlistView> {
    return this.wishlist.merge(ctx, args.items);
  }
}

@Resolver('WishlistResult')
export class WishlistResultResolver {
  @ResolveField()
  __resolveType(value: { __typename?: string }): string {
    return value.__typename === 'WishlistError' ? 'WishlistError' : 'Wishlist';
  }
}

/** The product and variant of an item, in the request's language and channel. */
@Resolver('WishlistItem')
export class WishlistItemResolver {
  constructor(
    private readonly products: ProductService,
    private readonly variants: ProductVariantService,
  ) {}

  @ResolveField()
  async product(@Ctx() ctx: RequestContext, @Parent() item: WishlistItem): Promise<Product | undefined> {
    return this.products.findOne(ctx, item.productId);
  }

  @ResolveField()
  async productVariant(@Ctx() ctx: RequestContext, @Parent() item: WishlistItem): Promise<ProductVariant | undefined> {
    return item.productVariantId ? this.variants.findOne(ctx, item.productVariantId) : undefined;
  }
}
