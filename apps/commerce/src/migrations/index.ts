// Written by generate.ts: the PostgreSQL migrations, oldest first.
import { Initial1795824520279 } from './1795824520279-initial';

export const migrations = [Initial1795824520279];
