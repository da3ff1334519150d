export { createMagentoConnector, type MagentoConnectorOptions } from './magento-connector';
