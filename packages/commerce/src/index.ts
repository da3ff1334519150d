/**
 * @talat/commerce: the unified commerce model, the connector interface and a factory that
 * picks a backend by name. Pages and route handlers use only what this file exports.
 */
import type { CommerceBackend, ConnectorConfig, ConnectorOptionsByBackend } from './backend-options';
import type { CommerceConnector } from './connector';
import { createMagentoConnector } from './magento';
import { createVendureConnector } from './vendure';

export * from './types';
export type { Customer, SignedIn, SignInInput, SignInResult, SignOnClaims } from './customer-types';
export {
  CommerceError,
  type AccountMethodName,
  type CartMethodName,
  type CustomerMethodName,
  type CommerceConnector,
  type CommerceErrorCode,
} from './connector';
export type { VendureConnectorOptions } from './vendure';
export type { MagentoConnectorOptions } from './magento';
export { connectorConfigFromEnv, DEFAULT_BACKEND, type SharedConnectorOptions } from './backend-config';
export * from './cache-tags';
export type { NamedResult, Result } from './result';
export { FEATURES_OFF, parseStoreConfig, type StoreConfigParseResult } from './store-config';
// Where a backend that pays through a provider from the storefront's server keeps its payments
// (Magento through Adyen, docs/decisions/0063), and the provider's webhook for it.
export {
  createMemoryPaymentStore,
  processPaymentStore,
  PAYMENT_TTL_MS,
  type MagentoPaymentStore as PaymentStore,
  type MagentoAdyenPayment as StoredPayment,
  type MagentoAdyenEvent as StoredPaymentEvent,
} from './magento/adyen-payment-store';
export { handlePaymentWebhook } from './payment-webhook';
export type { WebhookAnswer } from './magento/adyen-webhook';

export type { CommerceBackend, ConnectorConfig, ConnectorOptionsByBackend } from './backend-options';

const factories: { [B in CommerceBackend]: (options: ConnectorOptionsByBackend[B]) => CommerceConnector } = {
  vendure: createVendureConnector,
  magento: createMagentoConnector,
};

export const commerceBackends = Object.keys(factories) as CommerceBackend[];

export function isCommerceBackend(name: string): name is CommerceBackend {
  return Object.hasOwn(factories, name);
}

/** Creates the connector for `config.backend`; throws on a backend name it does not know. */
export function createConnector(config: ConnectorConfig): CommerceConnector {
  const { backend, ...options } = config;
  if (!isCommerceBackend(backend)) {
    throw new Error(`Unknown commerce backend "${String(backend)}" (known: ${commerceBackends.join(', ')})`);
  }
  const create = factories[backend] as (options: ConnectorOptionsByBackend[CommerceBackend]) => CommerceConnector;
  return create(options);
}
