import { Injectable } from '@nestjs/common';
import {
  Channel,
  Collection,
  CollectionService,
  Facet,
  Product,
  ProductPriceApplicator,
  ProductVariant,
  RequestContext,
  RequestContextService,
  TransactionalConnection,
} from '@vendure/core';
import { CurrencyCode } from '@vendure/common/lib/generated-types';
import { ConfigService } from '@vendure/core';
import { CurrencyPriceSelectionStrategy } from '../currency-prices/currency-price-selection-strategy';
import { RawCatalogue, RawCollection, RawFacet, RawProduct } from './build-index';

const sid = (id: unknown) => String(id);

/**
 * Reads one channel's catalogue for the index with a handful of queries: enabled products and
 * their enabled variants, public and private facets, collections (their products through
 * CollectionService, i.e. as the collection filters computed them) and prices per currency as
 * the Shop API's `priceWithTax` gives them (Vendure's ProductPriceApplicator, so the channel's
 * price and tax strategies apply).
 */
@Injectable()
export class CatalogueIndexLoader {
  constructor(
    private readonly connection: TransactionalConnection,
    private readonly collectionService: CollectionService,
    private readonly priceApplicator: ProductPriceApplicator,
    private readonly requestContextService: RequestContextService,
    private readonly configService: ConfigService,
  ) {}

  async channels(): Promise<Channel[]> {
    return this.connection.rawConnection.getRepository(Channel).find({ relations: ['defaultTaxZone', 'defaultShippingZone'] });
  }

  async load(channel: Channel): Promise<RawCatalogue> {
    const ctx = await this.requestContextService.create({ apiType: 'shop', channelOrToken: channel });
    const channelId = channel.id;
    const products = await this.connection
      .getRepository(ctx, Product)
      .createQueryBuilder('product')
      .innerJoin('product.channels', 'channel', 'channel.id = :channelId', { channelId })
      .leftJoinAndSelect('product.translations', 'translation')
      .leftJoinAndSelect('product.featuredAsset', 'featuredAsset')
      .leftJoinAndSelect('product.facetValues', 'facetValue')
      .where('product.deletedAt IS NULL')
      .andWhere('product.enabled = :enabled', { enabled: true })
      .getMany();
    const variants = await this.connection
      .getRepository(ctx, ProductVariant)
      .createQueryBuilder('variant')
      .innerJoin('variant.channels', 'channel', 'channel.id = :channelId', { channelId })
      .leftJoinAndSelect('variant.productVariantPrices', 'price')
      .leftJoinAndSelect('variant.taxCategory', 'taxCategory')
      .leftJoinAndSelect('variant.facetValues', 'facetValue')
      .where('variant.deletedAt IS NULL')
      .andWhere('variant.enabled = :enabled', { enabled: true })
      .getMany();

    const byProduct = new Map<string, RawProduct>();
    for (const p of products) {
      byProduct.set(sid(p.id), {
        id: sid(p.id),
        createdAt: p.createdAt.getTime(),
        translations: p.translations.map((t) => ({ languageCode: t.languageCode, name: t.name, slug: t.slug, description: t.description })),
        facetValueIds: p.facetValues.map((fv) => sid(fv.id)),
        collectionIds: [],
        prices: {},
        preview: p.featuredAsset?.preview ?? null,
        visibility: p.customFields.visibility,
      });
    }
    const productOfVariant = new Map<string, RawProduct>();
    for (const v of variants) {
      const p = byProduct.get(sid(v.productId));
      if (!p) continue;
      productOfVariant.set(sid(v.id), p);
      p.facetValueIds.push(...v.facetValues.map((fv) => sid(fv.id)));
    }
    await this.applyPrices(channel, variants, productOfVariant);

    const collections = await this.loadCollections(ctx, channelId);
    for (const c of collections.entities) {
      for (const variantId of await this.collectionService.getCollectionProductVariantIds(c, ctx)) {
        const p = productOfVariant.get(sid(variantId));
        if (p && !p.collectionIds.includes(sid(c.id))) p.collectionIds.push(sid(c.id));
      }
    }
    return {
      defaultLanguage: channel.defaultLanguageCode,
      // a product with no enabled variant is not for sale
      products: [...byProduct.values()].filter((p) => Object.keys(p.prices).length > 0),
      facets: await this.loadFacets(ctx, channelId),
      collections: collections.raw,
    };
  }

  private async applyPrices(channel: Channel, variants: ProductVariant[], productOfVariant: Map<string, RawProduct>) {
    const currencies = channel.availableCurrencyCodes?.length ? channel.availableCurrencyCodes : [channel.defaultCurrencyCode];
    for (const currencyCode of currencies) {
      // one context per currency: the tax zone (chosen from the currency here) is cached per context
      const ctx = await this.requestContextService.create({
        apiType: 'shop',
        channelOrToken: channel,
        currencyCode: currencyCode as CurrencyCode,
      });
      for (const v of variants) {
        const p = productOfVariant.get(sid(v.id));
        const kind = await this.priceKind(ctx, v, channel, currencyCode);
        // a variant not sold in the currency is not listed in it (plugins/currency-prices)
        if (!p || kind === 'not-sold' || kind === 'none') continue;
        await this.priceApplicator.applyChannelPriceAndTax(v, ctx);
        (p.prices[currencyCode] ??= []).push(Math.round(v.priceWithTax));
        if (kind === 'converted' && !(p.convertedIn ??= []).includes(currencyCode)) p.convertedIn.push(currencyCode);
      }
    }
  }

  /** Whether the variant has a price of its own in the currency, a converted one, or none to sell at. */
  private async priceKind(ctx: RequestContext, v: ProductVariant, channel: Channel, currencyCode: string): Promise<string> {
    const strategy = this.configService.catalogOptions.productVariantPriceSelectionStrategy;
    if (strategy instanceof CurrencyPriceSelectionStrategy) return (await strategy.priceIn(ctx, v.productVariantPrices)).kind;
    const own = v.productVariantPrices.some((pr) => sid(pr.channelId) === sid(channel.id) && pr.currencyCode === currencyCode);
    return own ? 'own' : 'none';
  }

  private async loadFacets(ctx: RequestContext, channelId: unknown): Promise<RawFacet[]> {
    const facets = await this.connection
      .getRepository(ctx, Facet)
      .createQueryBuilder('facet')
      .innerJoin('facet.channels', 'channel', 'channel.id = :channelId', { channelId })
      .leftJoinAndSelect('facet.translations', 'translation')
      .leftJoinAndSelect('facet.values', 'value')
      .leftJoinAndSelect('value.translations', 'valueTranslation')
      .orderBy('facet.id', 'ASC')
      .addOrderBy('value.id', 'ASC')
      .getMany();
    return facets.map((f) => ({
      code: f.code,
      isPrivate: f.isPrivate,
      translations: f.translations.map((t) => ({ languageCode: t.languageCode, name: t.name })),
      values: f.values.map((v) => ({
        id: sid(v.id),
        code: v.code,
        translations: v.translations.map((t) => ({ languageCode: t.languageCode, name: t.name })),
      })),
    }));
  }

  private async loadCollections(ctx: RequestContext, channelId: unknown): Promise<{ entities: Collection[]; raw: RawCollection[] }> {
    const entities = await this.connection
      .getRepository(ctx, Collection)
      .createQueryBuilder('collection')
      .innerJoin('collection.channels', 'channel', 'channel.id = :channelId', { channelId })
      .leftJoinAndSelect('collection.translations', 'translation')
      .where('collection.isRoot = :isRoot', { isRoot: false })
      .orderBy('collection.position', 'ASC')
      .addOrderBy('collection.id', 'ASC')
      .getMany();
    const raw = entities.map((c) => ({
      id: sid(c.id),
      parentId: c.parentId === null || c.parentId === undefined ? null : sid(c.parentId),
      isPrivate: c.isPrivate,
      translations: c.translations.map((t) => ({ languageCode: t.languageCode, name: t.name, slug: t.slug })),
    }));
    return { entities, raw };
  }
}
