/**
 * The page a shopper leaves to sign in at the sister site (decision 0050): where it was scrolled
 * and what its forms held, kept in the tab's session storage for the way back, so the shopper
 * returns to the same page as they left it. Secrets are never kept: no passwords, card fields,
 * one-time codes or hidden fields, nor any field marked `data-keep="off"`.
 */
export const PAGE_BEFORE_SIGN_IN_KEY = 'talat:page-before-sign-in';
/** Longer than a sign-in takes; a page found later is a different visit. */
export const PAGE_BEFORE_SIGN_IN_TTL_MS = 15 * 60_000;
const MAX_FIELDS = 100;
const MAX_VALUE_LENGTH = 2000;

/** What the page's code reads off one form control. */
export interface FieldFacts {
  /** The form's key on the page: its id, name or accessible name, else its position. */
  form: string;
  name: string;
  tag: 'input' | 'select' | 'textarea';
  type: string;
  autocomplete: string;
  value: string;
  checked: boolean;
  /** false when the control or an ancestor says `data-keep="off"`. */
  keep: boolean;
}

export interface KeptField {
  form: string;
  name: string;
  value?: string;
  checked?: boolean;
}

export interface PageState {
  path: string;
  scrollY: number;
  savedAt: number;
  fields: KeptField[];
}

const isString = (v: unknown, max: number): v is string => typeof v === 'string' && v.length <= max;

// Checked by hand rather than with a schema library: this runs on every page, and its few lines
// cost the first load nothing next to a validator's.
function isKeptField(v: unknown): v is KeptField {
  if (!v || typeof v !== 'object') return false;
  const f = v as Record<string, unknown>;
  return (
    isString(f.form, 200) &&
    isString(f.name, 200) &&
    f.name.length > 0 &&
    (f.value === undefined || isString(f.value, MAX_VALUE_LENGTH)) &&
    (f.checked === undefined || typeof f.checked === 'boolean')
  );
}

function isPageState(v: unknown): v is PageState {
  if (!v || typeof v !== 'object') return false;
  const s = v as Record<string, unknown>;
  return (
    isString(s.path, 2000) &&
    s.path.startsWith('/') &&
    typeof s.scrollY === 'number' &&
    s.scrollY >= 0 &&
    s.scrollY <= 1_000_000 &&
    typeof s.savedAt === 'number' &&
    Number.isFinite(s.savedAt) &&
    Array.isArray(s.fields) &&
    s.fields.length <= MAX_FIELDS &&
    s.fields.every(isKeptField)
  );
}

const NEVER_TYPES = new Set(['password', 'hidden', 'file', 'submit', 'button', 'reset', 'image']);
const NEVER_AUTOCOMPLETE = /^(?:cc-|one-time-code$|new-password$|current-password$)/;
/** Card fields by name, for forms that do not say autocomplete. */
const CARD_NAME = /card|cvc|cvv|security.?code|expir/i;

export function isKeepable(field: FieldFacts): boolean {
  if (!field.keep || !field.name) return false;
  if (field.tag === 'input' && NEVER_TYPES.has(field.type)) return false;
  const autocomplete = field.autocomplete.trim().split(/\s+/).at(-1) ?? '';
  if (NEVER_AUTOCOMPLETE.test(autocomplete)) return false;
  return !CARD_NAME.test(field.name);
}

export function keptFields(fields: readonly FieldFacts[]): KeptField[] {
  const kept: KeptField[] = [];
  for (const field of fields) {
    if (!isKeepable(field)) continue;
    if (field.tag === 'input' && (field.type === 'checkbox' || field.type === 'radio')) {
      // A radio group is kept by its chosen button only.
      if (field.type === 'checkbox' || field.checked)
        kept.push({ form: field.form, name: field.name, value: field.value, checked: field.checked });
    } else if (field.value.length <= MAX_VALUE_LENGTH) {
      kept.push({ form: field.form, name: field.name, value: field.value });
    }
    if (kept.length === MAX_FIELDS) break;
  }
  return kept;
}

export function pageState(path: string, scrollY: number, fields: readonly FieldFacts[], now: number): PageState {
  return { path, scrollY: Math.max(0, Math.round(scrollY)), savedAt: now, fields: keptFields(fields) };
}

/** The kept page when the shopper is back on its path in time; null for anything else, unreadable included. */
export function pageToRestore(raw: string | null, path: string, now: number): PageState | null {
  if (!raw) return null;
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    return null;
  }
  if (!isPageState(parsed) || parsed.path !== path) return null;
  const age = now - parsed.savedAt;
  return age >= 0 && age <= PAGE_BEFORE_SIGN_IN_TTL_MS ? parsed : null;
}
