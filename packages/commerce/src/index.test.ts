import { describe, expect, it } from 'vitest';
import { commerceBackends, createConnector, isCommerceBackend, type ConnectorConfig } from './index';

describe('createConnector', () => {
  it('creates the Vendure connector by name', () => {
    const connector = createConnector({ backend: 'vendure', shopApiUrl: 'http://localhost:3000/shop-api' });
    expect(connector.name).toBe('vendure');
  });

  it('throws for an unknown backend', () => {
    const config = { backend: 'nope', shopApiUrl: 'x' } as unknown as ConnectorConfig;
    expect(() => createConnector(config)).toThrow('Unknown commerce backend "nope" (known: vendure, magento)');
  });

  it('lists the known backends', () => {
    expect(commerceBackends).toEqual(['vendure', 'magento']);
    expect(isCommerceBackend('vendure')).toBe(true);
    expect(isCommerceBackend('toString')).toBe(false);
  });
});
