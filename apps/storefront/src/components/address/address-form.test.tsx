import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import enAddress from '@messages/en/address.json';
import enCheckout from '@messages/en/checkout.json';
import thAddress from '@messages/th/address.json';
import thCheckout from '@messages/th/checkout.json';
import { emptyAddress, type AddressFormValues } from '../../lib/address/address-form-model';
import { AddressForm, type AddressFormProps } from './address-form';
import { errorText, type AddressWords } from './address-words';

const en: AddressWords = { ...enAddress.address, validation: enCheckout.validation };
const th: AddressWords = { ...thAddress.address, validation: thCheckout.validation };

function render(props: Partial<AddressFormProps> & { value: AddressFormValues }) {
  return renderToStaticMarkup(<AddressForm idPrefix="shipping" labels={en} locale="en" onChange={() => {}} {...props} />);
}

const inputTag = (html: string, id: string) => html.match(new RegExp(`<(?:input|select)[^>]*id="${id}"[^>]*>`))?.[0] ?? '';

describe('AddressForm', () => {
  it('labels every control and names it after the form fields of spec section 3', () => {
    const html = render({ value: emptyAddress('GB') });
    for (const [id, name, label] of [
      ['shipping-first-name', 'first_name', 'First name'],
      ['shipping-last-name', 'last_name', 'Last name'],
      ['shipping-company', 'company', 'Company'],
      ['shipping-country', 'country', 'Country'],
      ['shipping-street-0', 'street', 'Address'],
      ['shipping-street-1', 'street', 'Address line 2'],
      ['shipping-city', 'city', 'Town or city'],
      ['shipping-region', 'region', 'Nation'],
      ['shipping-postcode', 'postcode', 'Postcode'],
      ['shipping-telephone-number', 'telephone_number', 'Phone number'],
      ['shipping-postal-customs-clearance-code', 'postal_customs_clearance_code', 'Customs clearance code'],
    ]) {
      expect(html).toContain(`<label for="${id}">${label}`);
      expect(inputTag(html, id!)).toContain(`name="${name}"`);
    }
  });
  it('marks required controls and says which are optional', () => {
    const html = render({ value: emptyAddress('GB') });
    expect(inputTag(html, 'shipping-first-name')).toContain('aria-required="true"');
    expect(inputTag(html, 'shipping-company')).not.toContain('aria-required');
    expect(html).toContain('<label for="shipping-company">Company<span class="address-field__optional"> (optional)</span></label>');
  });
  it('gives autocomplete tokens in the shipping or billing section', () => {
    expect(inputTag(render({ value: emptyAddress('GB') }), 'shipping-postcode')).toContain('autoComplete="shipping postal-code"');
    const billing = renderToStaticMarkup(
      <AddressForm idPrefix="billing" kind="billing" labels={en} locale="en" onChange={() => {}} value={emptyAddress('GB')} />,
    );
    expect(inputTag(billing, 'billing-postcode')).toContain('autoComplete="billing postal-code"');
    expect(billing).not.toContain('postal_customs_clearance_code');
  });
  it('offers the shipping countries in the language, the chosen one selected', () => {
    const html = render({ value: emptyAddress('TH') });
    expect(html).toContain('<option value="TH" selected="">Thailand</option>');
    expect(html).toContain('<option value="GB">United Kingdom</option>');
    const thaiHtml = render({ value: emptyAddress('TH'), labels: th, locale: 'th' });
    expect(thaiHtml).toContain('<option value="TH" selected="">ไทย</option>');
  });
  it('for Thailand: the finder, subdistrict, district and a province combobox', () => {
    const html = render({ value: emptyAddress('TH'), labels: th, locale: 'th' });
    expect(html).toContain('<label for="shipping-finder">ค้นหาพื้นที่ของคุณ</label>');
    expect(inputTag(html, 'shipping-finder')).toMatch(/role="combobox"/);
    expect(inputTag(html, 'shipping-finder')).toContain('aria-describedby="shipping-finder-hint"');
    expect(inputTag(html, 'shipping-finder')).not.toContain('name=');
    expect(html).toContain('<label for="shipping-street-1">ตำบล / แขวง');
    expect(html).toContain('<label for="shipping-city">อำเภอ / เขต</label>');
    expect(html).toContain('<label for="shipping-region">จังหวัด');
    expect(inputTag(html, 'shipping-region')).toContain('role="combobox"');
    expect(inputTag(html, 'shipping-region')).toContain('aria-expanded="false"');
    expect(inputTag(html, 'shipping-region')).toContain('aria-controls="shipping-region-listbox"');
  });
  it('elsewhere: no finder, and a free region field for countries without a list', () => {
    const html = render({ value: emptyAddress('FR') });
    expect(html).not.toContain('shipping-finder');
    expect(inputTag(html, 'shipping-region')).not.toContain('role="combobox"');
    expect(html).toContain('<label for="shipping-region">State, county or region');
  });
  it('shows the region value in the page language', () => {
    const html = render({ value: { ...emptyAddress('TH'), region: 'Bangkok' }, labels: th, locale: 'th' });
    expect(inputTag(html, 'shipping-region')).toContain('value="กรุงเทพมหานคร"');
  });
  it('shows server errors under their control, linked and announced', () => {
    const html = render({
      value: emptyAddress('GB'),
      errors: {
        street: { key: 'validation.streetTooLong' },
        postcode: 'Unknown postcode',
        telephone_number: { key: 'validation.telephone' },
      },
    });
    expect(inputTag(html, 'shipping-street-0')).toContain('aria-invalid="true"');
    expect(inputTag(html, 'shipping-street-0')).toContain('aria-describedby="shipping-street-0-hint shipping-street-0-error"');
    expect(html).toContain(
      '<p id="shipping-street-0-error" class="address-field__error" role="alert">Address line is too long (max 120 characters).</p>',
    );
    expect(html).toContain('<p id="shipping-postcode-error" class="address-field__error" role="alert">Unknown postcode</p>');
    expect(html).toContain('Enter a phone number in international format (e.g. +61412345678).');
    expect(inputTag(html, 'shipping-city')).not.toContain('aria-invalid');
  });
  it("asks a shipping address in South Korea for the recipient's date of birth, required, in both languages", () => {
    const korea = { ...emptyAddress('KR'), korea_dob: '1990-04-23' };
    const html = render({ value: korea });
    expect(html).toContain('<label for="shipping-korea-dob">Recipient&#x27;s date of birth</label>');
    const input = inputTag(html, 'shipping-korea-dob');
    expect(input).toContain('name="korea_dob"');
    expect(input).toContain('value="1990-04-23"');
    expect(input).toContain('aria-required="true"');
    expect(input).toContain('autoComplete="shipping bday"');
    expect(input).toContain('aria-describedby="shipping-korea-dob-hint"');
    expect(html).toContain('Korean customs ask for it. Year-month-day, e.g. 1990-04-23.');
    const thaiHtml = render({ value: korea, labels: th, locale: 'th', errors: { korea_dob: { key: 'validation.koreaDobRequired' } } });
    expect(thaiHtml).toContain('<label for="shipping-korea-dob">วันเกิดของผู้รับ</label>');
    expect(thaiHtml).toContain(
      '<p id="shipping-korea-dob-error" class="address-field__error" role="alert">โปรดกรอกวันเกิดของผู้รับ ศุลกากรเกาหลีใต้กำหนดให้ต้องมี</p>',
    );
  });
  it('has no date of birth field for another country or a billing address', () => {
    expect(render({ value: { ...emptyAddress('JP'), korea_dob: '1990-04-23' } })).not.toContain('korea_dob');
    const billing = renderToStaticMarkup(
      <AddressForm idPrefix="billing" kind="billing" labels={en} locale="en" onChange={() => {}} value={emptyAddress('KR')} />,
    );
    expect(billing).not.toContain('korea_dob');
  });
  it('wraps the controls in a fieldset when given a legend', () => {
    const html = render({ value: emptyAddress('GB'), legend: 'Delivery address' });
    expect(html).toMatch(/^<fieldset class="address-form" data-testid="shipping-address-form"><legend>Delivery address<\/legend>/);
  });
});

describe('errorText', () => {
  it('translates rule errors with their params and keeps server texts', () => {
    expect(errorText({ key: 'validation.postcode', params: { example: '10200' } }, en)).toBe('Enter a valid postcode (e.g. 10200).');
    expect(errorText({ key: 'validation.required' }, th)).toBe('กรุณากรอกข้อมูลในช่องนี้');
    expect(errorText('From the server', en)).toBe('From the server');
    expect(errorText(null, en)).toBeNull();
  });
});
