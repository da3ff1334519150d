import type { BnplSettings } from '../bnpl-settings';

/** The demo shop's settings: three payments, THB 300–100,000 and GBP 30–2,500. */
export const DEMO_BNPL: BnplSettings = {
  enabled: true,
  provider: 'default',
  installments: 3,
  limits: { THB: { min: 300, max: 100_000 }, GBP: { min: 30, max: 2_500 } },
  scriptUrl: null,
  elementName: null,
};
