'use client';

import { useImperativeHandle, useState, type Ref } from 'react';
import { flushSync } from 'react-dom';
import {
  applyThaiAddressMatch,
  asksForKoreaDob,
  changeCountry,
  firstInvalidKey,
  FORM_KEYS,
  SHIPPING_COUNTRIES,
  toFormErrors,
  validateAddressForm,
  validateFormField,
  type AddressFormError,
  type AddressFormErrors,
  type AddressFormKey,
  type AddressFormValues,
} from '../../lib/address/address-form-model';
import { regionsOf } from '../../lib/address/regions';
import type { Locale } from '../../lib/locale/locales';
import { errorText, type AddressWords } from './address-words';
import { AddressTextField, describedBy, FieldFrame, type FieldChrome } from './address-text-field';
import { RegionCombobox } from './region-combobox';
import { ThaiAddressFinder } from './thai-address-finder';
import './address.css';

export interface AddressFormHandle {
  /** Validates every field, shows the errors, focuses the first invalid control; true when valid. */
  validate(): boolean;
  /** Focuses the first control with an error shown (e.g. after server errors); false if none. */
  focusFirstInvalid(): boolean;
}

export interface AddressFormProps {
  /** Prefix of every id ("shipping", "billing"), so two forms can share a page. */
  idPrefix: string;
  value: AddressFormValues;
  onChange: (value: AddressFormValues) => void;
  labels: AddressWords;
  locale: Locale;
  /** Billing addresses have no customs clearance code; also the autocomplete section. Default shipping. */
  kind?: 'shipping' | 'billing';
  /** Countries offered in the select (default SHIPPING_COUNTRIES, TH and GB first). */
  countries?: readonly string[];
  /** Errors from the server, keyed by form field name (`street` = line 1) or form key; each clears when its field is edited. */
  errors?: Partial<Record<string, AddressFormError>> | null;
  /** A legend turns the group into a fieldset. */
  legend?: string;
  disabled?: boolean;
  /** Lookup endpoint of the Thai address finder (tests). */
  finderEndpoint?: string;
  ref?: Ref<AddressFormHandle>;
}

/**
 * The address part of the checkout's shipping and payment steps (and the account's address
 * book): controlled, one control per form field of spec section 3, validated with the shared
 * rules on input, change and blur; errors under each control (aria-describedby, aria-invalid,
 * role=alert). For Thailand the second street line is the subdistrict, city the district and
 * region the province, with a finder that fills all four. The form element is the caller's.
 */
export function AddressForm({
  idPrefix,
  value,
  onChange,
  labels,
  locale,
  kind = 'shipping',
  countries = SHIPPING_COUNTRIES,
  errors,
  legend,
  disabled,
  finderEndpoint,
  ref,
}: AddressFormProps) {
  const customsCode = kind === 'shipping';
  const options = { countries, customsCode };
  const [shown, setShown] = useState<AddressFormErrors>({});
  const [serverErrors, setServerErrors] = useState<AddressFormErrors>(() => toFormErrors(errors));
  const [lastErrors, setLastErrors] = useState(errors);
  if (errors !== lastErrors) {
    setLastErrors(errors);
    setServerErrors(toFormErrors(errors));
  }
  /** The control of a key: `${idPrefix}-first-name`, `${idPrefix}-street-0`, ... */
  const controlId = (key: AddressFormKey) => `${idPrefix}-${key.replace(/[_.]/g, '-')}`;

  const errorOf = (key: AddressFormKey) => errorText(shown[key] ?? serverErrors[key], labels);

  function focus(errs: AddressFormErrors): boolean {
    for (const key of FORM_KEYS) {
      const control = errs[key] ? document.getElementById(controlId(key)) : null;
      if (control) {
        control.focus();
        return true;
      }
    }
    return false;
  }

  useImperativeHandle(ref, () => ({
    validate() {
      const found = validateAddressForm(value, options);
      flushSync(() => setShown(found));
      const all = { ...serverErrors, ...found };
      if (firstInvalidKey(all)) focus(all);
      return Object.keys(found).length === 0;
    },
    focusFirstInvalid() {
      return focus({ ...serverErrors, ...shown });
    },
  }));

  /** New values from a control: tell the caller, then validate the keys it touched. */
  function update(next: AddressFormValues, keys: AddressFormKey[]) {
    onChange(next);
    check(next, keys);
  }

  /** Validates some keys (input, change, blur) and drops their server errors. */
  function check(next: AddressFormValues, keys: AddressFormKey[]) {
    setShown((prev) => {
      const out = { ...prev };
      for (const key of keys) {
        const error = validateFormField(key, next, options);
        if (error) out[key] = error;
        else delete out[key];
      }
      return out;
    });
    if (keys.some((k) => serverErrors[k])) {
      setServerErrors((prev) => {
        const out = { ...prev };
        for (const key of keys) delete out[key];
        return out;
      });
    }
  }

  const set = (key: Exclude<AddressFormKey, 'street.0' | 'street.1' | 'country'>) => (v: string) => update({ ...value, [key]: v }, [key]);
  const setStreet = (line: 0 | 1) => (v: string) => {
    const street = [...value.street];
    while (street.length <= line) street.push('');
    street[line] = v;
    update({ ...value, street }, [line === 0 ? 'street.0' : 'street.1']);
  };
  const blur = (key: AddressFormKey) => () => check(value, [key]);

  const auto = (token: string) => (token === 'off' ? token : `${kind} ${token}`);
  const chrome = (key: AddressFormKey, label: string, required: boolean, hint?: string): FieldChrome => ({
    id: controlId(key),
    label,
    optional: required ? null : labels.optional,
    hint,
    error: errorOf(key),
  });
  const text = (
    key: Exclude<AddressFormKey, 'street.0' | 'street.1' | 'country'>,
    label: string,
    required: boolean,
    token: string,
    hint?: string,
    extra?: { type?: string; inputMode?: 'tel' | 'text'; maxLength?: number },
  ) => (
    <AddressTextField
      chrome={chrome(key, label, required, hint)}
      name={key}
      value={value[key]}
      onValue={set(key)}
      onBlur={blur(key)}
      autoComplete={auto(token)}
      disabled={disabled}
      {...extra}
    />
  );

  const thai = value.country === 'TH';
  const regions = regionsOf(value.country);
  const regionLabel = thai ? labels.province : value.country === 'GB' ? labels.nation : labels.region;
  const countryChrome = chrome('country', labels.country, true);
  const offered = countries.includes(value.country) || !value.country ? countries : [value.country, ...countries];

  const body = (
    <>
      <div className="address-form__row">
        {text('first_name', labels.firstName, true, 'given-name')}
        {text('last_name', labels.lastName, true, 'family-name')}
      </div>
      {text('company', labels.company, false, 'organization')}
      <FieldFrame chrome={countryChrome}>
        <select
          id={countryChrome.id}
          name="country"
          value={value.country}
          autoComplete={auto('country')}
          aria-required
          aria-invalid={countryChrome.error ? true : undefined}
          aria-describedby={describedBy(countryChrome)}
          disabled={disabled}
          onChange={(event) => {
            const next = changeCountry(value, event.target.value);
            update(next, [
              'country',
              ...(next.postcode ? (['postcode'] as const) : []),
              ...(value.region !== next.region ? (['region'] as const) : []),
              // Leaving South Korea clears the date of birth's error; arriving checks one already typed
              // (an empty field is not scolded before the shopper reaches it).
              ...(next.korea_dob || !asksForKoreaDob(next, options) ? (['korea_dob'] as const) : []),
            ]);
          }}
          onBlur={blur('country')}
        >
          {!value.country ? <option value="" /> : null}
          {offered.map((code) => (
            <option key={code} value={code}>
              {(labels.countries as Record<string, string>)[code] ?? code}
            </option>
          ))}
        </select>
      </FieldFrame>
      {thai ? (
        <ThaiAddressFinder
          id={`${idPrefix}-finder`}
          locale={locale}
          labels={labels}
          endpoint={finderEndpoint}
          disabled={disabled}
          onSelect={(match) => update(applyThaiAddressMatch(value, match), ['street.1', 'city', 'region', 'postcode'])}
        />
      ) : null}
      <AddressTextField
        chrome={chrome('street.0', labels.street1, true, labels.street1Hint)}
        name="street"
        value={value.street[0] ?? ''}
        onValue={setStreet(0)}
        onBlur={blur('street.0')}
        autoComplete={auto('address-line1')}
        disabled={disabled}
      />
      <AddressTextField
        chrome={chrome('street.1', thai ? labels.subdistrict : labels.street2, false)}
        name="street"
        value={value.street[1] ?? ''}
        onValue={setStreet(1)}
        onBlur={blur('street.1')}
        autoComplete={auto(thai ? 'address-level3' : 'address-line2')}
        disabled={disabled}
      />
      <div className="address-form__row">
        {text('city', thai ? labels.district : labels.city, true, 'address-level2')}
        {regions ? (
          <RegionCombobox
            chrome={chrome('region', regionLabel, false)}
            name="region"
            options={regions}
            value={value.region}
            locale={locale}
            texts={{
              noMatchingOptions: labels.validation.noMatchingOptions ?? '',
              optionsOne: labels.optionsOne,
              optionsOther: labels.optionsOther,
              showOptions: labels.regionOptions,
            }}
            onValue={(v) => update({ ...value, region: v }, ['region'])}
            autoComplete={auto('address-level1')}
            disabled={disabled}
          />
        ) : (
          text('region', regionLabel, false, 'address-level1')
        )}
      </div>
      <div className="address-form__row">
        {text('postcode', labels.postcode, true, 'postal-code', undefined, { maxLength: 10 })}
        {text('telephone_number', labels.telephone, true, 'tel', labels.telephoneHint, { type: 'tel', maxLength: 30 })}
      </div>
      {asksForKoreaDob(value, options) ? text('korea_dob', labels.koreaDob, true, 'bday', labels.koreaDobHint, { maxLength: 10 }) : null}
      {customsCode
        ? text('postal_customs_clearance_code', labels.customsCode, false, 'off', labels.customsCodeHint, { maxLength: 40 })
        : null}
    </>
  );

  return legend ? (
    <fieldset className="address-form" data-testid={`${idPrefix}-address-form`}>
      <legend>{legend}</legend>
      {body}
    </fieldset>
  ) : (
    <div className="address-form" data-testid={`${idPrefix}-address-form`}>
      {body}
    </div>
  );
}
