/** The machine's PostgreSQL as the tests use it: one admin statement at a time, and a database's address. */
import { Client, type QueryResultRow } from 'pg';
import { POSTGRES_ADMIN_URL } from '@/test/services';

/** Runs one statement (CREATE, DROP or ALTER DATABASE, a look-up) on the server's admin database. */
export async function postgresAdmin<Row extends QueryResultRow = QueryResultRow>(
  statement: string,
  values: unknown[] = [],
): Promise<Row[]> {
  const client = new Client({ connectionString: POSTGRES_ADMIN_URL });
  await client.connect();
  try {
    return (await client.query<Row>(statement, values)).rows;
  } finally {
    await client.end();
  }
}

/** The address of database `name` on the same server. */
export function databaseUrlOf(name: string): string {
  const url = new URL(POSTGRES_ADMIN_URL);
  url.pathname = `/${name}`;
  return url.toString();
}
