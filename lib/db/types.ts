/**
 * The store's type, apart from the factory that opens it (client.ts): queries and writes name it without
 * importing the factory, which runs some of them when a store opens.
 */
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import type * as schema from './schema';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;
