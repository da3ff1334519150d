/** Adyen's BrowserInfo (3-D Secure 2 needs it from the shopper's browser); every field is required. */
export interface BrowserInfo {
  acceptHeader: string;
  colorDepth: number;
  javaEnabled: boolean;
  language: string;
  screenHeight: number;
  screenWidth: number;
  timeZoneOffset: number;
  userAgent: string;
  javaScriptEnabled?: boolean;
}

const STRINGS = ['acceptHeader', 'language', 'userAgent'] as const;
const NUMBERS = ['colorDepth', 'screenHeight', 'screenWidth', 'timeZoneOffset'] as const;

/**
 * The drop-in's browserInfo as Adyen takes it, or undefined. Only its own fields, each of its type
 * and of a sane length, are passed on; an incomplete one is left out rather than sent, since
 * Adyen refuses the whole payment (422) for a browserInfo without a required field, while a
 * payment without one still works (the card's issuer may then ask for a challenge).
 */
export function browserInfoOf(value: unknown): BrowserInfo | undefined {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return undefined;
  const v = value as Record<string, unknown>;
  if (!STRINGS.every((k) => typeof v[k] === 'string' && (v[k] as string).length > 0 && (v[k] as string).length <= 2048)) return undefined;
  if (!NUMBERS.every((k) => typeof v[k] === 'number' && Number.isInteger(v[k]))) return undefined;
  if (typeof v.javaEnabled !== 'boolean') return undefined;
  return {
    acceptHeader: v.acceptHeader as string,
    colorDepth: v.colorDepth as number,
    javaEnabled: v.javaEnabled,
    language: v.language as string,
    screenHeight: v.screenHeight as number,
    screenWidth: v.screenWidth as number,
    timeZoneOffset: v.timeZoneOffset as number,
    userAgent: v.userAgent as string,
    ...(typeof v.javaScriptEnabled === 'boolean' ? { javaScriptEnabled: v.javaScriptEnabled } : {}),
  };
}
