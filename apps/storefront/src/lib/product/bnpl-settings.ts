import type { StoreConfig } from '@talat/commerce/types';
import { allowedWidget } from './provider-widget';

/**
 * Buy-now-pay-later on-site messaging settings, from the store config's `bnpl` (spec section 3),
 * in the shape the message and the offer use. A provider's script is kept only when its origin
 * is one the shop allows (`SCRIPT_ORIGINS`, which the page policy lets run); otherwise the
 * storefront's own message shows.
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

/** No message: the store config could not be read, so no promise of instalments is made. */
export const BNPL_OFF: BnplSettings = {
  enabled: false,
  provider: 'default',
  installments: 0,
  limits: {},
  scriptUrl: null,
  elementName: null,
};

export function bnplSettingsOf(config: Pick<StoreConfig, 'bnpl'> | null, scriptOrigins: readonly string[]): BnplSettings {
  if (!config) return BNPL_OFF;
  const { bnpl } = config;
  const widget = bnpl.provider === 'default' ? null : allowedWidget(bnpl, scriptOrigins);
  return {
    enabled: bnpl.enabled,
    provider: bnpl.provider,
    installments: bnpl.installments,
    limits: Object.fromEntries(bnpl.limits.map((l) => [l.currency, { min: l.min, max: l.max }])),
    scriptUrl: widget?.scriptUrl ?? null,
    elementName: widget?.elementName ?? null,
  };
}
