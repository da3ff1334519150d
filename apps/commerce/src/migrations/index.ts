// Written by generate.ts: the PostgreSQL migrations, oldest first.
import { Initial1795824520279 } from './1795824520279-initial';
import { ProductVisibility1795872516708 } from './1795872516708-product-visibility';

export const migrations = [Initial1795824520279, ProductVisibility1795872516708];
