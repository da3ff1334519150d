import { Injectable } from '@nestjs/common';
import {
  Customer,
  CustomerService,
  ForbiddenError,
  ID,
  idsAreEqual,
  ProductService,
  ProductVariantService,
  RequestContext,
  TransactionalConnection,
} from '@vendure/core';
import { WISHLIST_MAX_ITEMS, WishlistErrorCode } from './constants';
import { entriesToAdd, WishlistEntry } from './merge-items';
import { WishlistItem } from './wishlist-item.entity';

export interface WishlistView {
  __typename: 'Wishlist';
  items: WishlistItem[];
  totalItems: number;
}

export interface WishlistErrorView {
  __typename: 'WishlistError';
  errorCode: WishlistErrorCode;
  message: string;
}

export interface WishlistItemInput {
  productId: ID;
  productVariantId?: ID | null;
}

const ERROR_TEXT: Record<WishlistErrorCode, string> = {
  PRODUCT_NOT_FOUND: 'No such product',
  WISHLIST_FULL: `A wishlist holds at most ${WISHLIST_MAX_ITEMS} products`,
};

/** The signed-in customer's wishlist: one row per product, newest first. */
@Injectable()
export class WishlistService {
  constructor(
    private readonly connection: TransactionalConnection,
    private readonly customers: CustomerService,
    private readonly products: ProductService,
    private readonly variants: ProductVariantService,
  ) {}

  async get(ctx: RequestContext): Promise<WishlistView> {
    const customer = await this.activeCustomer(ctx);
    return this.view(ctx, customer.id);
  }

  async add(ctx: RequestContext, input: WishlistItemInput, source = 'product'): Promise<WishlistView | WishlistErrorView> {
    const customer = await this.activeCustomer(ctx);
    const entry = await this.validEntry(ctx, input);
    if (!entry) return this.error('PRODUCT_NOT_FOUND');
    const repo = this.connection.getRepository(ctx, WishlistItem);
    const existing = await repo.findOne({ where: { customerId: customer.id, productId: entry.productId } });
    if (existing) {
      if (entry.productVariantId && !idsAreEqual(existing.productVariantId ?? undefined, entry.productVariantId)) {
        existing.productVariantId = entry.productVariantId;
        await repo.save(existing);
      }
    } else {
      const count = await repo.count({ where: { customerId: customer.id } });
      if (count >= WISHLIST_MAX_ITEMS) return this.error('WISHLIST_FULL');
      await repo.save(
        new WishlistItem({ customerId: customer.id, productId: entry.productId, productVariantId: entry.productVariantId, source }),
      );
    }
    return this.view(ctx, customer.id);
  }

  async remove(ctx: RequestContext, productId: ID): Promise<WishlistView> {
    const customer = await this.activeCustomer(ctx);
    await this.connection.getRepository(ctx, WishlistItem).delete({ customerId: customer.id, productId });
    return this.view(ctx, customer.id);
  }

  /**
   * A guest's list read with its products, as the customer's list is: the guest keeps it in their
   * browser and the engine stores nothing. Each product once, valid entries only, up to the limit.
   */
  async guest(ctx: RequestContext, items: WishlistItemInput[]): Promise<WishlistView> {
    // Anyone may ask: look up each product once and no more than a list can hold.
    const seen = new Set<string>();
    const distinct = items.filter((i) => !seen.has(String(i.productId)) && !!seen.add(String(i.productId))).slice(0, WISHLIST_MAX_ITEMS);
    const now = new Date();
    const list = (await this.validEntries(ctx, distinct)).map(
      (entry) =>
        new WishlistItem({
          id: entry.productId,
          createdAt: now,
          updatedAt: now,
          productId: entry.productId,
          productVariantId: entry.productVariantId,
        }),
    );
    return { __typename: 'Wishlist', items: list, totalItems: list.length };
  }

  /** Joins a guest's list (kept in their browser) into the customer's, without duplicates. */
  async merge(ctx: RequestContext, items: WishlistItemInput[]): Promise<WishlistView> {
    const customer = await this.activeCustomer(ctx);
    const repo = this.connection.getRepository(ctx, WishlistItem);
    const existing = await repo.find({ where: { customerId: customer.id } });
    const room = WISHLIST_MAX_ITEMS - existing.length;
    const valid = await this.validEntries(ctx, items);
    const current = existing.map((e) => ({
      productId: String(e.productId),
      productVariantId: e.productVariantId ? String(e.productVariantId) : null,
    }));
    // The guest's first item is their most recent: save it last so that it sorts first.
    const toAdd = entriesToAdd(current, valid, Math.max(0, room)).reverse();
    for (const entry of toAdd) {
      await repo.save(
        new WishlistItem({
          customerId: customer.id,
          productId: entry.productId,
          productVariantId: entry.productVariantId,
          source: 'guest',
        }),
      );
    }
    return this.view(ctx, customer.id);
  }

  private async view(ctx: RequestContext, customerId: ID): Promise<WishlistView> {
    const items = await this.connection.getRepository(ctx, WishlistItem).find({
      where: { customerId },
      order: { createdAt: 'DESC', id: 'DESC' },
    });
    return { __typename: 'Wishlist', items, totalItems: items.length };
  }

  /** The valid entries of a guest's list, looking at no more than a list could take (and a little for products that no longer exist). */
  private async validEntries(ctx: RequestContext, items: WishlistItemInput[]): Promise<WishlistEntry[]> {
    const valid: WishlistEntry[] = [];
    for (const input of items.slice(0, WISHLIST_MAX_ITEMS * 2)) {
      const entry = await this.validEntry(ctx, input);
      if (entry) valid.push(entry);
    }
    return valid;
  }

  /** The input when its product exists in this channel and is enabled, and the variant is the product's. */
  private async validEntry(ctx: RequestContext, input: WishlistItemInput): Promise<WishlistEntry | null> {
    const product = await this.products.findOne(ctx, input.productId);
    if (!product || !product.enabled || product.deletedAt) return null;
    let productVariantId: string | null = null;
    if (input.productVariantId) {
      const variant = await this.variants.findOne(ctx, input.productVariantId);
      if (!variant || !idsAreEqual(variant.productId, product.id) || variant.deletedAt) return null;
      productVariantId = String(variant.id);
    }
    return { productId: String(product.id), productVariantId };
  }

  private async activeCustomer(ctx: RequestContext): Promise<Customer> {
    const customer = ctx.activeUserId ? await this.customers.findOneByUserId(ctx, ctx.activeUserId) : undefined;
    if (!customer) throw new ForbiddenError();
    return customer;
  }

  private error(errorCode: WishlistErrorCode): WishlistErrorView {
    return { __typename: 'WishlistError', errorCode, message: ERROR_TEXT[errorCode] };
  }
}
