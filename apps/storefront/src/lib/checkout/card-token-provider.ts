import type { CardFieldError } from '@talat/commerce';
import * as z from 'zod';
import en from '@messages/en/checkout.json';
import th from '@messages/th/checkout.json';
import type { Locale } from '../locale/locales';

/**
 * Server side of `POST /api/card-token`: the route's input, and a refusal's messages in the
 * shopper's language (the provider is `PaymentProvider` of @talat/commerce).
 */
export const cardTokenInput = z
  .object({
    number: z.string().max(40),
    expiry: z.string().max(10),
    cvc: z.string().max(8),
    name: z.string().max(200),
    locale: z.enum(['th', 'en']).optional(),
  })
  .strict();

/**
 * A refusal's field messages in the shopper's language: the provider's words in that language,
 * else in English, else the generic one of the message catalogue for that field.
 */
export function fieldErrorsIn(errors: readonly CardFieldError[], locale: Locale): { field: CardFieldError['field']; message: string }[] {
  const words = CARD_ERRORS[locale];
  return errors.map((e) => ({ field: e.field, message: e.message[locale] ?? e.message.en ?? words[`${e.field}Invalid`] }));
}

const CARD_ERRORS: Record<Locale, typeof en.checkoutCard.errors> = { en: en.checkoutCard.errors, th: th.checkoutCard.errors };
