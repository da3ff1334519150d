import { LanguageCode } from '@vendure/core';

/** Text in each Admin language, as Vendure's custom field validators return it. */
export type LocalizedString = { languageCode: LanguageCode; value: string };

/**
 * Per-path redirect rules (spec section 2): what a shop manager saves in Settings > Global
 * settings, checked when saved, and the index the Shop API answers lookups from. Pure.
 *
 * - `source`: a storefront path without the language prefix (`old-kit`, `/sale/2024`,
 *   `shirt.html`); compared without surrounding slashes and case-insensitively.
 * - `target`: an internal path (`/kits/home-kit`, shown in the shopper's language) or, with
 *   `external`, a full http(s) URL (a full page load).
 * - `status`: 301 (moved for good) or 302 (for now; also when none is chosen).
 */
export interface RedirectRuleInput {
  source?: string | null;
  target?: string | null;
  status?: string | null;
  external?: boolean | null;
}

export interface RedirectRule {
  source: string;
  target: string;
  status: 301 | 302;
  external: boolean;
}

export const REDIRECT_STATUSES = ['301', '302'] as const;
export const MAX_REDIRECT_RULES = 5000;

const SEGMENT = /^[a-z0-9][a-z0-9._~-]{0,199}$/i;
const MAX_PATH = 512;

/** `/Old-Kit/` -> `old-kit`; null when it is not a path a shopper can ask for. */
export function normalizeSource(input: string): string | null {
  const path = input
    .trim()
    .replace(/^\/+|\/+$/g, '')
    .toLowerCase();
  if (!path || path.length > MAX_PATH) return null;
  const segments = path.split('/');
  if (segments.some((s) => !SEGMENT.test(s))) return null;
  // A language prefix would never match: the storefront strips it before asking.
  if (segments[0] === 'en' || segments[0] === 'th') return null;
  return path;
}

/** An internal target as a source would be written, to find chains; null for an invalid one. */
function internalTargetKey(target: string): string | null {
  if (!target.startsWith('/') || target.startsWith('//')) return null;
  const [path = ''] = target.split(/[?#]/, 1);
  if (path === '/') return '';
  return normalizeSource(path);
}

function isExternalUrl(target: string): boolean {
  try {
    const url = new URL(target);
    return (url.protocol === 'https:' || url.protocol === 'http:') && Boolean(url.hostname);
  } catch {
    return false;
  }
}

function problem(en: string, th: string): LocalizedString[] {
  return [
    { languageCode: LanguageCode.en, value: en },
    { languageCode: LanguageCode.th, value: th },
  ];
}

/**
 * The first problem of a set of rules, in the Admin's languages, or undefined when they can be
 * saved: a source or target that is not valid, a source listed twice, a rule that points at
 * itself (a loop) or at another rule's source (a chain: the shopper would be sent on twice, and
 * chains are how longer loops form).
 */
export function checkRedirectRules(rules: readonly RedirectRuleInput[] | null | undefined): LocalizedString[] | undefined {
  if (!rules) return undefined;
  if (rules.length > MAX_REDIRECT_RULES) {
    return problem(`At most ${MAX_REDIRECT_RULES} redirects can be saved.`, `บันทึกการเปลี่ยนเส้นทางได้ไม่เกิน ${MAX_REDIRECT_RULES} รายการ`);
  }
  const sources = new Map<string, number>();
  for (const [index, rule] of rules.entries()) {
    const n = index + 1;
    const source = normalizeSource(rule.source ?? '');
    if (source === null) {
      return problem(
        `Redirect ${n}: the source must be a shop path without the language, such as /old-kit.`,
        `การเปลี่ยนเส้นทางที่ ${n}: ต้นทางต้องเป็นพาธของร้านโดยไม่มีภาษา เช่น /old-kit`,
      );
    }
    if (sources.has(source)) {
      return problem(
        `Redirect ${n}: /${source} already has a redirect (${sources.get(source)}).`,
        `การเปลี่ยนเส้นทางที่ ${n}: /${source} มีการเปลี่ยนเส้นทางอยู่แล้ว (${sources.get(source)})`,
      );
    }
    sources.set(source, n);
    const target = (rule.target ?? '').trim();
    if (rule.external) {
      if (!isExternalUrl(target)) {
        return problem(
          `Redirect ${n}: an external target must be a full address starting with https://.`,
          `การเปลี่ยนเส้นทางที่ ${n}: ปลายทางภายนอกต้องเป็นที่อยู่เต็มที่ขึ้นต้นด้วย https://`,
        );
      }
    } else if (internalTargetKey(target) === null) {
      return problem(
        `Redirect ${n}: an internal target must be a shop path starting with /, such as /kits/home-kit.`,
        `การเปลี่ยนเส้นทางที่ ${n}: ปลายทางภายในต้องเป็นพาธของร้านที่ขึ้นต้นด้วย / เช่น /kits/home-kit`,
      );
    }
    if (rule.status != null && !(REDIRECT_STATUSES as readonly string[]).includes(rule.status)) {
      return problem(`Redirect ${n}: the status must be 301 or 302.`, `การเปลี่ยนเส้นทางที่ ${n}: สถานะต้องเป็น 301 หรือ 302`);
    }
  }
  for (const [index, rule] of rules.entries()) {
    if (rule.external) continue;
    const n = index + 1;
    const source = normalizeSource(rule.source ?? '');
    const target = internalTargetKey((rule.target ?? '').trim());
    if (target === source) {
      return problem(`Redirect ${n}: /${source} points at itself.`, `การเปลี่ยนเส้นทางที่ ${n}: /${source} ชี้กลับมาที่ตัวเอง`);
    }
    const next = target === null ? undefined : sources.get(target);
    if (next !== undefined) {
      return problem(
        `Redirect ${n}: its target /${target} is redirected again by redirect ${next}; point it at the final page instead.`,
        `การเปลี่ยนเส้นทางที่ ${n}: ปลายทาง /${target} ถูกเปลี่ยนเส้นทางต่ออีกโดยรายการที่ ${next} ให้ชี้ไปที่หน้าสุดท้ายแทน`,
      );
    }
  }
  return undefined;
}

/** Saved rules by normalized source (rules that no longer parse are left out). */
export function indexRedirectRules(rules: readonly RedirectRuleInput[] | null | undefined): Map<string, RedirectRule> {
  const index = new Map<string, RedirectRule>();
  for (const rule of rules ?? []) {
    const source = normalizeSource(rule.source ?? '');
    const target = (rule.target ?? '').trim();
    if (source === null || !target || index.has(source)) continue;
    const external = Boolean(rule.external);
    if (external ? !isExternalUrl(target) : internalTargetKey(target) === null) continue;
    index.set(source, { source, target, status: rule.status === '301' ? 301 : 302, external });
  }
  return index;
}
