import { SHOP_KEY_HEADER } from '@talat/service-kit';
import { z } from 'zod';
import { FALLBACK_RULES, type PasswordRules } from './password-rules.js';

const QUERY = '{ storeConfig { minimum_password_length required_character_classes_number } }';

// Magento answers both fields as strings; accept numbers too.
const answerSchema = z.object({
  data: z.object({
    storeConfig: z.object({
      minimum_password_length: z.coerce.number().int().min(1).max(256),
      required_character_classes_number: z.coerce.number().int().min(0).max(4),
    }),
  }),
});

export interface StoreConfigOptions {
  url: string;
  /** The engine's Shop API answers only callers with its key (`x-talat-shop-key`: SHOP_API_KEY). */
  shopApiKey: string;
  fetch?: typeof fetch;
  now?: () => number;
  /** How long an answer from the engine is kept. */
  ttlMs?: number;
  /** How long the fallback is kept after a failure, so a down engine is not asked on every request. */
  failureTtlMs?: number;
  timeoutMs?: number;
  log?: (message: string) => void;
}

/** Password rules from the commerce engine, cached 60 s; 8 characters and 3 classes when it cannot be reached. */
export function createPasswordRulesSource(options: StoreConfigOptions): () => Promise<PasswordRules> {
  const {
    url,
    shopApiKey,
    fetch: fetchImpl = globalThis.fetch,
    now = Date.now,
    ttlMs = 60_000,
    failureTtlMs = 5_000,
    timeoutMs = 2_000,
    log = () => {},
  } = options;
  let cached: { rules: PasswordRules; until: number } | undefined;
  let pending: Promise<PasswordRules> | undefined;

  async function ask(): Promise<PasswordRules> {
    try {
      const res = await fetchImpl(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: 'application/json', [SHOP_KEY_HEADER]: shopApiKey },
        body: JSON.stringify({ query: QUERY }),
        signal: AbortSignal.timeout(timeoutMs),
      });
      if (!res.ok) throw new Error(`HTTP ${res.status}`);
      const { storeConfig } = answerSchema.parse(await res.json()).data;
      const rules = {
        minLength: storeConfig.minimum_password_length,
        requiredClasses: storeConfig.required_character_classes_number,
      };
      cached = { rules, until: now() + ttlMs };
      return rules;
    } catch (e) {
      log(`sign-on: password rules from ${url} unavailable (${(e as Error).message}); using 8 characters, 3 classes`);
      cached = { rules: FALLBACK_RULES, until: now() + failureTtlMs };
      return FALLBACK_RULES;
    }
  }

  return async () => {
    if (cached && cached.until > now()) return cached.rules;
    pending ??= ask().finally(() => {
      pending = undefined;
    });
    return pending;
  };
}
