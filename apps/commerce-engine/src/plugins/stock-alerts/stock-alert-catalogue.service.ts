import { Injectable } from '@nestjs/common';
import { ID, ProductVariant, ProductVariantService, RequestContext, TransactionalConnection } from '@vendure/core';
import { IsNull } from 'typeorm';
import { AlertLanguage, optionLabel, productPageUrl } from './alert-rules';
import type { StockAlertEmailVars } from './stock-alert-email.event';

type Translated = { languageCode: string };

/** The translation in `lang`, else the English one, else any. */
function pick<T extends Translated>(translations: readonly T[] | undefined, lang: AlertLanguage): T | undefined {
  const list = translations ?? [];
  return list.find((t) => t.languageCode === lang) ?? list.find((t) => t.languageCode === 'en') ?? list[0];
}

/** An ID the id strategy decoded: a whole number above 0 (auto-increment), or any other non-empty value. */
function plausibleId(id: ID): boolean {
  return typeof id === 'number' ? Number.isSafeInteger(id) && id > 0 : String(id).length > 0;
}

/** What the stock alerts read of the catalogue: a variant on sale, whether it can be bought now, its names. */
@Injectable()
export class StockAlertCatalogue {
  constructor(
    private readonly connection: TransactionalConnection,
    private readonly variants: ProductVariantService,
  ) {}

  /** The variant when it is on sale in the request's channel: not deleted, enabled, its product enabled and not deleted. */
  async onSale(ctx: RequestContext, id: ID): Promise<ProductVariant | undefined> {
    if (!plausibleId(id)) return undefined;
    const variant = await this.connection.findOneInChannel(ctx, ProductVariant, id, ctx.channelId, {
      relations: ['product'],
      where: { deletedAt: IsNull() },
    });
    if (!variant?.enabled || !variant.product?.enabled || variant.product.deletedAt) return undefined;
    return variant;
  }

  /**
   * Whether shoppers can buy the variant now: Vendure's saleable stock (on hand, less allocated,
   * less the out-of-stock threshold, the variant's or the global one) is above 0, or it does not
   * track inventory (the variant's setting, or the global one it inherits).
   */
  async saleableNow(ctx: RequestContext, variant: ProductVariant): Promise<boolean> {
    return (await this.variants.getSaleableStockLevel(ctx, variant)) > 0;
  }

  /** Whether the variant is gone for good (deleted, or never was): its alerts can never be met. */
  async gone(ctx: RequestContext, id: ID): Promise<boolean> {
    const variant = await this.connection
      .getRepository(ctx, ProductVariant)
      .findOne({ where: { id }, withDeleted: true, select: ['id', 'deletedAt'] });
    return !variant || variant.deletedAt !== null;
  }

  /** The product's and variant's names and options in `lang`, and the variant's product page there. */
  async emailVars(ctx: RequestContext, id: ID, lang: AlertLanguage, storefrontUrl: string): Promise<StockAlertEmailVars | undefined> {
    const variant = await this.connection.getRepository(ctx, ProductVariant).findOne({
      where: { id },
      withDeleted: true,
      relations: {
        translations: true,
        product: { translations: true },
        options: { translations: true, group: { translations: true } },
      },
    });
    if (!variant) return undefined;
    const product = pick(variant.product?.translations, lang);
    const productName = product?.name ?? '';
    return {
      productName,
      variantName: pick(variant.translations, lang)?.name ?? productName,
      optionLabel: optionLabel(
        [...(variant.options ?? [])]
          .sort((a, b) => String(a.groupId).localeCompare(String(b.groupId), 'en', { numeric: true }))
          .map((o) => ({ group: pick(o.group?.translations, lang)?.name ?? '', name: pick(o.translations, lang)?.name ?? o.code })),
      ),
      sku: variant.sku,
      productUrl: product?.slug ? productPageUrl(storefrontUrl, lang, product.slug, variant.sku) : undefined,
    };
  }
}
