import gql from 'graphql-tag';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createEngineTestEnvironment } from './test-server';

const STORE_CONFIG = gql`
  query {
    storeConfig {
      store_code store_name locale default_country default_display_currency_code
      available_currency_codes base_currency_code base_media_url storefront_url grid_per_page
      preorder_label preorder_note default_sort_by
      sort_options { value label url }
      size_group_primary_filter size_group_secondary_filter
      size_group_mapping { code label values }
      logo { src alt width height wordmark }
      header { sticky currency_switcher }
      bnpl { enabled provider installments limits { currency min max } script_url element_name }
      reviews { enabled provider script_url element_name }
      click_collect { enabled method_code name price }
      store_collect_address { city country_code street }
      captcha { place_order customer_login }
      store_locator { label url }
      ticket_locator { label url }
    }
  }
`;

describe('storeConfig', () => {
  const { server, shopClient, init } = createEngineTestEnvironment(3101);

  beforeAll(async () => {
    await init();
  });
  afterAll(async () => {
    await server.destroy();
  });

  it('returns the Thai store for languageCode=th', async () => {
    const { storeConfig } = await shopClient.query(STORE_CONFIG, {}, { languageCode: 'th' });
    expect(storeConfig).toMatchObject({
      store_code: 'th',
      locale: 'th_TH',
      default_country: 'TH',
      default_display_currency_code: 'THB',
      base_currency_code: 'THB',
      preorder_label: 'สั่งจองล่วงหน้า',
      store_name: 'ร้านค้าทางการ ตลาด เอฟซี',
    });
    expect(storeConfig.sort_options.find((o: { value: string }) => o.value === 'price_asc').label).toBe('ราคา: ต่ำไปสูง');
    expect(storeConfig.click_collect).toMatchObject({ enabled: true, method_code: 'click-collect', price: 0 });
    expect(storeConfig.store_locator).toEqual({ label: 'ร้านค้าของสโมสร', url: '/contact' });
    expect(storeConfig.ticket_locator).toEqual({ label: 'ตั๋วและวันแข่งขัน', url: '/cms' });
    expect(storeConfig.logo).toEqual({ src: null, alt: 'ร้านค้าทางการ ตลาด เอฟซี', width: 32, height: 32, wordmark: 'TALAT' });
    expect(storeConfig.size_group_mapping.map((g: { label: string }) => g.label)).toEqual(['ผู้ใหญ่', 'เด็กโต', 'เด็กเล็ก']);
  });

  it('returns the English store for languageCode=en', async () => {
    const { storeConfig } = await shopClient.query(STORE_CONFIG, {}, { languageCode: 'en' });
    expect(storeConfig).toMatchObject({
      store_code: 'en',
      locale: 'en_GB',
      default_country: 'GB',
      default_display_currency_code: 'GBP',
      store_name: 'Talat FC Official Store',
      preorder_label: 'Pre-order',
      default_sort_by: 'position',
      grid_per_page: 12,
      base_media_url: 'http://engine.test/assets/',
      storefront_url: 'http://shop.test',
    });
    expect(storeConfig.available_currency_codes.sort()).toEqual(['GBP', 'THB']);
    expect(storeConfig.captcha).toEqual({ place_order: false, customer_login: false });
    expect(storeConfig.sort_options.find((o: { value: string }) => o.value === 'price_asc')).toEqual({
      value: 'price_asc',
      label: 'Price: low to high',
      url: 'price-low-to-high',
    });
    expect(storeConfig).toMatchObject({ size_group_primary_filter: 'size', size_group_secondary_filter: null });
    expect(storeConfig.size_group_mapping[1]).toEqual({ code: 'junior', label: 'Junior', values: ['6-7y', '8-9y', '10-11y', '12-13y'] });
    expect(storeConfig.logo).toMatchObject({ src: null, alt: 'Talat FC Official Store', wordmark: 'TALAT' });
    expect(storeConfig.header).toEqual({ sticky: false, currency_switcher: true });
    // The demo names no provider whose payment method the checkout offers: no instalments are advertised.
    expect(storeConfig.bnpl).toMatchObject({ enabled: false, provider: 'default', installments: 3, script_url: null });
    expect(storeConfig.bnpl.limits).toContainEqual({ currency: 'GBP', min: 30, max: 2500 });
    expect(storeConfig.reviews).toEqual({ enabled: true, provider: 'engine', script_url: null, element_name: null });
  });
});
