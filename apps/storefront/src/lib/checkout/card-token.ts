import { cardDigits, parseExpiry } from '@talat/rules/card';
import type { CardField, CardValues } from './card';

/**
 * The card token request: what the card form sends straight from the browser to the test card
 * provider's token endpoint (the engine's `PaymentMethodQuote.client.tokenUrl`; the number never
 * passes through the storefront's server), and what it answers. Pure and zod-free: it runs in
 * the browser bundle.
 */
export interface CardTokenRequest {
  /** Digits only. */
  number: string;
  /** MM/YY. */
  expiry: string;
  cvc: string;
  name: string;
}

/** The provider's answer as the form reads it: never the number, only brand and last four. */
export type CardTokenAnswer =
  | { ok: true; token: string; brand: string; last4: string }
  | { ok: false; errors: { field: CardField; message: string }[] }
  | { ok: false; error: string };

/** A field's message when the provider gives none in the shopper's language or English. */
export type FieldWords = Readonly<Record<`${CardField}Invalid`, string>>;

/** Shapes the form's values for the provider: number without separators, expiry as MM/YY. */
export function cardTokenRequest(values: CardValues): CardTokenRequest {
  const expiry = parseExpiry(values.expiry);
  return {
    number: cardDigits(values.number.trim()) ?? values.number.trim(),
    expiry: expiry ? `${String(expiry.month).padStart(2, '0')}/${String(expiry.year % 100).padStart(2, '0')}` : values.expiry.trim(),
    cvc: values.cvc.trim(),
    name: values.name.trim().replace(/\s+/g, ' '),
  };
}

const FIELDS = new Set<string>(['number', 'expiry', 'cvc', 'name']);

/**
 * Reads the provider's JSON answer (checked by hand: this runs in the browser): `201 { token,
 * brand, last4 }`, or `422 { errors: [{ field, code, message: { en, th } }] }` whose messages are
 * taken in the shopper's language, else English, else the shop's own words for the field.
 */
export function readCardTokenAnswer(json: unknown, locale: string, words: FieldWords): CardTokenAnswer {
  const body = json && typeof json === 'object' ? (json as Record<string, unknown>) : {};
  if (typeof body.token === 'string' && body.token) {
    return { ok: true, token: body.token, brand: String(body.brand ?? 'card'), last4: String(body.last4 ?? '') };
  }
  if (Array.isArray(body.errors)) {
    const errors = body.errors.flatMap((e: unknown) => {
      const item = e && typeof e === 'object' ? (e as Record<string, unknown>) : {};
      if (typeof item.field !== 'string' || !FIELDS.has(item.field)) return [];
      const field = item.field as CardField;
      const said = item.message && typeof item.message === 'object' ? (item.message as Record<string, unknown>) : {};
      const message = [said[locale], said.en].find((m): m is string => typeof m === 'string' && m.trim() !== '');
      return [{ field, message: message ?? words[`${field}Invalid`] }];
    });
    if (errors.length > 0) return { ok: false, errors };
  }
  return { ok: false, error: '' };
}
