import { getTableName, is } from 'drizzle-orm';
import { PgTable } from 'drizzle-orm/pg-core';
import type { Database } from '../db/client';
import * as schema from '../db/schema';

/** Every row of every table of the schema, as lower-case text, table by table. */
export async function dumpEveryTable(db: Database): Promise<Record<string, string>> {
  const dump: Record<string, string> = {};
  for (const table of Object.values(schema)) {
    if (!is(table, PgTable)) continue;
    const rows = await db.select().from(table);
    dump[getTableName(table)] = JSON.stringify(rows, (_key, value) =>
      value instanceof Uint8Array ? Buffer.from(value).toString('latin1') : value,
    ).toLowerCase();
  }
  return dump;
}
