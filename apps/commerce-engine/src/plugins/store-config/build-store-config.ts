import { BnplSettings, StoreChannelInfo, StoreConfigPluginOptions, TalatStoreConfig } from './types';

/** Store code for a request language: 'th' for th / th-TH, otherwise the fallback store. */
export function storeCodeFor(languageCode: string, options: StoreConfigPluginOptions): string {
  const base = languageCode.toLowerCase().split(/[-_]/)[0] ?? '';
  return options.stores[base] ? base : options.fallbackStore;
}

/**
 * The BNPL settings as answered: enabled only when they name a provider whose payment method the
 * channel offers (a method with the provider's code, enabled), so that no page advertises
 * instalments the checkout does not take.
 */
export function offeredBnpl(bnpl: BnplSettings, paymentMethodCodes: readonly string[]): BnplSettings {
  const offered = bnpl.enabled && bnpl.provider !== 'default' && paymentMethodCodes.includes(bnpl.provider);
  return { ...bnpl, enabled: offered, limits: bnpl.limits.map((l) => ({ ...l })) };
}

/** Builds the Shop API store config for one language from plugin options and channel facts. */
export function buildStoreConfig(options: StoreConfigPluginOptions, channel: StoreChannelInfo): TalatStoreConfig {
  const store = options.stores[storeCodeFor(channel.languageCode, options)];
  if (!store) throw new Error(`store-config: no settings for fallback store "${options.fallbackStore}"`);
  const currencies = channel.availableCurrencyCodes;
  const displayCurrency = currencies.includes(store.defaultCurrency) ? store.defaultCurrency : channel.baseCurrencyCode;
  return {
    store_code: store.storeCode,
    store_name: store.storeName,
    locale: store.locale,
    default_country: store.defaultCountry,
    default_display_currency_code: displayCurrency,
    available_currency_codes: [...currencies],
    base_currency_code: channel.baseCurrencyCode,
    base_media_url: `${options.publicUrl.replace(/\/+$/, '')}/assets/`,
    storefront_url: options.storefrontUrl,
    grid_per_page: options.gridPerPage,
    minimum_password_length: options.minimumPasswordLength,
    required_character_classes_number: options.requiredCharacterClasses,
    giftcard_enabled: options.giftcardEnabled,
    giftwrap_enabled: options.giftwrapEnabled,
    giftwrap_sku: options.giftwrapEnabled ? options.giftwrapSku : null,
    preorder_enabled: options.preorderEnabled,
    preorder_label: options.preorderEnabled ? store.preorderLabel : null,
    preorder_note: options.preorderEnabled ? store.preorderNote : null,
    loyalty_balance_enabled: options.loyaltyBalanceEnabled,
    shop_by_player_status: options.shopByPlayerStatus,
    // The route even when the entry is off: the storefront then knows which category to leave out of its menu.
    shop_by_player_route: options.shopByPlayerRoute,
    size_group_primary_filter: options.sizeGroupPrimaryFilter,
    size_group_secondary_filter: options.sizeGroupSecondaryFilter,
    size_group_mapping: options.sizeGroupMapping.map((g) => ({
      code: g.code,
      label: store.sizeGroupLabels[g.code] ?? g.code,
      values: [...g.values],
    })),
    default_sort_by: options.defaultSortBy,
    sort_options: options.sortOptions.map((value) => ({
      value,
      label: store.sortLabels[value] ?? value,
      url: options.sortUrls[value] ?? value,
    })),
    allowed_query_params: [...options.allowedQueryParams],
    click_collect: {
      enabled: options.clickCollect.enabled,
      carrier_code: options.clickCollect.carrierCode,
      method_code: options.clickCollect.methodCode,
      name: store.clickCollectName,
      title: store.clickCollectTitle,
      price: options.clickCollect.price,
    },
    store_collect_address: { ...store.storeCollectAddress, street: [...store.storeCollectAddress.street] },
    store_locator: store.storeLocator ? { ...store.storeLocator } : null,
    ticket_locator: store.ticketLocator ? { ...store.ticketLocator } : null,
    captcha: { ...options.captcha },
    wishlist_enabled: options.wishlistEnabled,
    newsletter_enabled: options.newsletterEnabled,
    exit_capture_enabled: options.newsletterEnabled && options.exitCaptureEnabled,
    exit_capture_dismiss_days: options.exitCaptureDismissDays,
    address_edit_enabled: options.addressEditEnabled,
    stock_alerts_enabled: options.stockAlertsEnabled,
    loyalty_rates: options.loyaltyBalanceEnabled ? options.loyaltyRates.map((r) => ({ ...r })) : [],
    logo: { ...options.logo, alt: store.logoAlt, wordmark: store.logoWordmark },
    header: { ...options.header },
    bnpl: offeredBnpl(options.bnpl, channel.paymentMethodCodes),
    reviews: { ...options.reviews },
    tag_manager_id: options.tagManagerId,
    carriers: options.carriers.map((c) => ({
      code: c.code,
      name: c.name[store.storeCode] ?? c.name[options.fallbackStore] ?? c.code,
      tracking_url: c.trackingUrl,
    })),
  };
}
