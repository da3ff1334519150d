// Written by generate.ts: the PostgreSQL migrations, oldest first.
import { Initial1795824520279 } from './1795824520279-initial';
import { ProductVisibility1795872516708 } from './1795872516708-product-visibility';
import { UrlRedirects1795927954378 } from './1795927954378-url-redirects';
import { KoreaDob1796539797988 } from './1796539797988-korea-dob';
import { ConsentFields1796550863464 } from './1796550863464-consent-fields';
import { OrderTracking1796700000000 } from './1796700000000-order-tracking';
import { StockAlerts1796800000000 } from './1796800000000-stock-alerts';
import { MissingPricesField1796900000000 } from './1796900000000-missing-prices-field';

export const migrations = [
  Initial1795824520279,
  ProductVisibility1795872516708,
  UrlRedirects1795927954378,
  KoreaDob1796539797988,
  ConsentFields1796550863464,
  OrderTracking1796700000000,
  StockAlerts1796800000000,
  MissingPricesField1796900000000,
];
