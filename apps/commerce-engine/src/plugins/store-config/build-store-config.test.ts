import { parseStoreConfig, type StoreConfig } from '@talat/commerce';
import { describe, expect, it } from 'vitest';
import { buildStoreConfig, offeredBnpl, storeCodeFor } from './build-store-config';
import { defaultStoreConfigOptions as options } from './default-options';

const channel = (languageCode: string) => ({
  languageCode,
  availableCurrencyCodes: ['THB', 'GBP'],
  baseCurrencyCode: 'THB',
  paymentMethodCodes: ['checkmo', 'talat-gift-card'],
});

describe('storeCodeFor', () => {
  it('maps Thai language codes to the th store', () => {
    expect(storeCodeFor('th', options)).toBe('th');
    expect(storeCodeFor('th_TH', options)).toBe('th');
  });
  it('uses the fallback store for other languages', () => {
    expect(storeCodeFor('en', options)).toBe('en');
    expect(storeCodeFor('fr', options)).toBe('en');
  });
});

describe('buildStoreConfig', () => {
  it('answers what the connectors read: the store-config schema of @talat/commerce takes it whole, in both languages', () => {
    for (const language of ['th', 'en']) {
      // The engine's answer type is the unified one (a field missing on either side fails to compile).
      const config: StoreConfig = buildStoreConfig(options, channel(language));
      const parsed = parseStoreConfig(config);
      expect(parsed.ok, parsed.ok ? language : `${language}: ${parsed.error}`).toBe(true);
      expect(parsed.ok && parsed.value).toEqual(config);
    }
  });

  it('returns the Thai store with THB for th', () => {
    const config = buildStoreConfig(options, channel('th'));
    expect(config).toMatchObject({ store_code: 'th', locale: 'th_TH', default_country: 'TH' });
    expect(config.default_display_currency_code).toBe('THB');
    expect(config.preorder_label).toBe('สั่งจองล่วงหน้า');
  });
  it('returns the English store with GBP for en', () => {
    const config = buildStoreConfig(options, channel('en'));
    expect(config).toMatchObject({ store_code: 'en', locale: 'en_GB', default_display_currency_code: 'GBP' });
    expect(config.sort_options.map((o) => o.value)).toEqual(['position', 'name', 'price_asc', 'price_desc', 'newest']);
  });
  it('falls back to the base currency when the store currency is not on the channel', () => {
    const config = buildStoreConfig(options, { ...channel('en'), availableCurrencyCodes: ['THB'] });
    expect(config.default_display_currency_code).toBe('THB');
  });
  it('builds the media URL from the public URL', () => {
    const config = buildStoreConfig({ ...options, publicUrl: 'https://shop.example/' }, channel('en'));
    expect(config.base_media_url).toBe('https://shop.example/assets/');
  });
  it('gives the shop-by-player route whether its entry is on or off, so the storefront can leave it out of the menu', () => {
    expect(buildStoreConfig(options, channel('th'))).toMatchObject({ shop_by_player_status: true, shop_by_player_route: 'shop-by-player' });
    expect(buildStoreConfig({ ...options, shopByPlayerStatus: false }, channel('en'))).toMatchObject({
      shop_by_player_status: false,
      shop_by_player_route: 'shop-by-player',
    });
  });

  it('gives the feature switches and the loyalty rates, exit capture only with the newsletter', () => {
    const config = buildStoreConfig(options, channel('th'));
    expect(config).toMatchObject({
      wishlist_enabled: true,
      newsletter_enabled: true,
      exit_capture_enabled: true,
      exit_capture_dismiss_days: 30,
      address_edit_enabled: true,
      stock_alerts_enabled: true,
    });
    expect(config.loyalty_rates).toContainEqual({ currency: 'THB', spend_per_point: 2500, point_value: 100 });
    const quiet = buildStoreConfig({ ...options, newsletterEnabled: false, loyaltyBalanceEnabled: false }, channel('th'));
    expect(quiet).toMatchObject({
      newsletter_enabled: false,
      exit_capture_enabled: false,
      loyalty_balance_enabled: false,
      loyalty_rates: [],
    });
  });
  it('groups sizes with labels in the store language and gives each sort its URL word', () => {
    const th = buildStoreConfig(options, channel('th'));
    expect(th.size_group_mapping[0]).toEqual({ code: 'adult', label: 'ผู้ใหญ่', values: ['s', 'm', 'l', 'xl', 'xxl'] });
    expect(th.sort_options.find((o) => o.value === 'price_desc')).toEqual({
      value: 'price_desc',
      label: 'ราคา: สูงไปต่ำ',
      url: 'price-high-to-low',
    });
    const bare = buildStoreConfig({ ...options, sortUrls: {} }, channel('en'));
    expect(bare.sort_options.every((o) => o.url === o.value)).toBe(true);
  });
  it('gives the logo in the store language and copies the provider settings', () => {
    const en = buildStoreConfig({ ...options, logo: { src: 'https://cdn.example/logo.svg', width: 120, height: 40 } }, channel('en'));
    expect(en.logo).toEqual({
      src: 'https://cdn.example/logo.svg',
      width: 120,
      height: 40,
      alt: 'Talat FC Official Store',
      wordmark: 'TALAT',
    });
    expect(en.bnpl.limits).not.toBe(options.bnpl.limits);
    expect(en.reviews).toEqual({ enabled: true, provider: 'engine', script_url: null, element_name: null });
  });

  it('names no tag manager by default, and the configured one in both stores', () => {
    expect(buildStoreConfig(options, channel('en')).tag_manager_id).toBeNull();
    for (const language of ['th', 'en'])
      expect(buildStoreConfig({ ...options, tagManagerId: 'GTM-TALAT1' }, channel(language)).tag_manager_id).toBe('GTM-TALAT1');
  });
});

describe('the carriers of the store config', () => {
  it("names each carrier in the store's language, with its tracking page", () => {
    const th = buildStoreConfig(options, channel('th')).carriers;
    const en = buildStoreConfig(options, channel('en')).carriers;
    expect(th.map((c) => c.code)).toEqual(['thailand-post', 'kerry-express', 'flash-express', 'jt-express', 'royal-mail', 'dpd']);
    expect(th[0]).toEqual({
      code: 'thailand-post',
      name: 'ไปรษณีย์ไทย',
      tracking_url: 'https://track.thailandpost.co.th/?trackNumber={tracking}',
    });
    expect(en.find((c) => c.code === 'jt-express')?.name).toBe('J&T Express');
    for (const c of en) expect(c.tracking_url).toMatch(/^https:\/\/[^{}]+\{tracking\}/);
  });
});

describe('offeredBnpl', () => {
  const atome = { ...options.bnpl, provider: 'atome' };
  it('is on when the settings name a provider whose payment method the channel offers', () => {
    expect(offeredBnpl(atome, ['checkmo', 'atome'])).toMatchObject({ enabled: true, provider: 'atome', installments: 3 });
  });
  it("is off when the channel offers no method of the provider, when it is switched off, and for the storefront's own 'default' wording", () => {
    expect(offeredBnpl(atome, ['checkmo']).enabled).toBe(false);
    expect(offeredBnpl({ ...atome, enabled: false }, ['atome']).enabled).toBe(false);
    expect(offeredBnpl(options.bnpl, ['default', 'checkmo']).enabled).toBe(false);
  });
  it('answers the demo config (no BNPL payment method) with the message off', () => {
    expect(buildStoreConfig(options, channel('th')).bnpl).toMatchObject({ enabled: false, provider: 'default' });
  });
});
