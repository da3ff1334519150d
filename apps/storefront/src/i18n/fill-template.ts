const PLURAL = /\{(\w+), plural, ((?:(?:=\d+|zero|one|two|few|many|other) \{[^{}]*\}\s*)+)\}/g;
const PLURAL_CASE = /(=\d+|zero|one|two|few|many|other) \{([^{}]*)\}/g;

/**
 * Fills a catalogue text in a client island, as the server's ICU formatter would for the texts
 * the shop has: `{name}` placeholders, and `{count, plural, =0 {…} one {# …} other {# …}}` blocks
 * (`#` is the number). A block takes its `=N` case, else `one` for 1 (English; Thai texts have
 * only `other`), else `other`. Unknown placeholders stay as they are. The one way the storefront
 * fills a text (issue 31).
 */
export function fillTemplate(template: string, values?: Record<string, string | number>): string {
  if (!values) return template;
  const withPlurals = template.replace(PLURAL, (whole, name: string, cases: string) => {
    if (!(name in values)) return whole;
    const n = Number(values[name]);
    const options = new Map([...cases.matchAll(PLURAL_CASE)].map((c) => [c[1]!, c[2]!]));
    const chosen = options.get(`=${n}`) ?? (n === 1 ? options.get('one') : undefined) ?? options.get('other') ?? '';
    return chosen.replace(/#/g, String(values[name]));
  });
  return withPlurals.replace(/\{(\w+)\}/g, (whole, key: string) => (key in values ? String(values[key]) : whole));
}
