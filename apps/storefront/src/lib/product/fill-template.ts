/**
 * Fills `{name}` placeholders of a message prepared on the server (client islands get strings,
 * not the ICU formatter). Unknown placeholders stay as they are.
 */
export function fillTemplate(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (whole, key: string) => (key in values ? String(values[key]) : whole));
}
