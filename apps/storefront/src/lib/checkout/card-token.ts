import { cardDigits, parseExpiry } from '@talat/rules/card';
import type { CardField, CardValues } from './card';

/**
 * The card token request: what the card form sends to `POST /api/card-token`, which forwards it
 * to the payment provider's tokenisation endpoint, and what it answers. Pure and zod-free (it
 * runs in the browser bundle); the route checks its input with zod (card-token-provider.ts).
 */
export interface CardTokenRequest {
  /** Digits only. */
  number: string;
  /** MM/YY. */
  expiry: string;
  cvc: string;
  name: string;
}

/** The provider's answer as the route passes it on: never the number, only brand and last four. */
export type CardTokenAnswer =
  | { ok: true; token: string; brand: string; last4: string }
  | { ok: false; errors: { field: CardField; message: string }[] }
  | { ok: false; error: string };

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

/** Reads the route's JSON answer (checked by hand: this runs in the browser). */
export function readCardTokenAnswer(json: unknown): CardTokenAnswer {
  const body = json && typeof json === 'object' ? (json as Record<string, unknown>) : {};
  if (typeof body.token === 'string' && body.token) {
    return { ok: true, token: body.token, brand: String(body.brand ?? 'card'), last4: String(body.last4 ?? '') };
  }
  if (Array.isArray(body.errors)) {
    const errors = body.errors
      .filter((e): e is { field: CardField; message: string } => {
        const item = e as Record<string, unknown> | null;
        return !!item && typeof item.field === 'string' && FIELDS.has(item.field) && typeof item.message === 'string';
      })
      .map((e) => ({ field: e.field, message: e.message }));
    if (errors.length > 0) return { ok: false, errors };
  }
  const error = body.error && typeof body.error === 'object' ? (body.error as Record<string, unknown>).message : undefined;
  return { ok: false, error: typeof error === 'string' ? error : '' };
}
