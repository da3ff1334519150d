/**
 * Buy-now-pay-later on-site messaging settings. The spec puts them in the store configuration;
 * until the engine's store config carries them, they live here with their defaults.
 */
export interface BnplLimits {
  /** Smallest and largest order (major units) the provider splits. */
  min: number;
  max: number;
}

export interface BnplSettings {
  enabled: boolean;
  /** 'default' renders the message itself; any other provider renders its own element. */
  provider: 'default' | (string & {});
  installments: number;
  limits: Record<string, BnplLimits>;
  /** Provider script (only for a provider other than 'default'). */
  scriptUrl: string | null;
  /** Custom element the provider script defines, e.g. `klarna-placement`. */
  elementName: string | null;
}

export const DEFAULT_BNPL_SETTINGS: BnplSettings = {
  enabled: true,
  provider: 'default',
  installments: 3,
  limits: { THB: { min: 300, max: 100_000 }, GBP: { min: 30, max: 2_500 } },
  scriptUrl: null,
  elementName: null,
};

export function getBnplSettings(): BnplSettings {
  return DEFAULT_BNPL_SETTINGS;
}
