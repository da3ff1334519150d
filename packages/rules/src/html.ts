/**
 * Text into HTML, for every page a service writes by hand (the engine's card challenge page, the
 * sign-on service's pages and mails, the mail catcher's pages, the storefront's bilingual error
 * and maintenance pages): `escapeHtml` for one value, the `html` tag for a whole template, whose
 * interpolations are escaped unless they are markup built here already.
 */

/** Markup that is already safe to put in a page; only `html` and `raw` make one. */
export class SafeHtml {
  constructor(readonly value: string) {}
  toString(): string {
    return this.value;
  }
}

const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
  '`': '&#96;',
};

/** Escapes text for an element's content and for a quoted attribute value (either quote). */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"'`]/g, (c) => ESCAPES[c] ?? c);
}

export type HtmlValue = SafeHtml | string | number | boolean | null | undefined | readonly HtmlValue[];

function render(value: HtmlValue): string {
  if (value === null || value === undefined || value === false) return '';
  if (value instanceof SafeHtml) return value.value;
  if (Array.isArray(value)) return value.map((v: HtmlValue) => render(v)).join('');
  return escapeHtml(String(value));
}

/** Template tag: every interpolated value is escaped unless it is SafeHtml; arrays are joined; null, undefined and false vanish. */
export function html(strings: TemplateStringsArray, ...values: HtmlValue[]): SafeHtml {
  let out = strings[0] ?? '';
  values.forEach((value, i) => {
    out += render(value) + (strings[i + 1] ?? '');
  });
  return new SafeHtml(out);
}

/** Trusted markup written in this code base (never text a person typed). */
export const raw = (markup: string): SafeHtml => new SafeHtml(markup);
