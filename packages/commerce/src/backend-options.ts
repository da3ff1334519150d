import type { MagentoConnectorOptions } from './magento';
import type { VendureConnectorOptions } from './vendure';

/** Options per backend name. Adding a backend: one entry here and one in index.ts's `factories`. */
export interface ConnectorOptionsByBackend {
  vendure: VendureConnectorOptions;
  magento: MagentoConnectorOptions;
}

export type CommerceBackend = keyof ConnectorOptionsByBackend;

export type ConnectorConfig = {
  [B in CommerceBackend]: { backend: B } & ConnectorOptionsByBackend[B];
}[CommerceBackend];
