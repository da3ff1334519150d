/**
 * Fills `{name}` placeholders of a catalogue text prepared on the server: client islands get
 * strings, not the ICU formatter, and these texts use no other ICU syntax. Unknown placeholders
 * stay as they are. The one way the storefront fills a text (issue 31).
 */
export function fillTemplate(template: string, values?: Record<string, string | number>): string {
  if (!values) return template;
  return template.replace(/\{(\w+)\}/g, (whole, key: string) => (key in values ? String(values[key]) : whole));
}
