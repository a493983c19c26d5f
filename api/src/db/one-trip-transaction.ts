import type { PGlite } from '@electric-sql/pglite';
import type postgres from 'postgres';
import type { Database } from './client';

export interface Statement {
  text: string;
  params: unknown[];
}

type Row = Record<string, unknown>;

/**
 * Runs statements in one transaction with one round trip on PostgreSQL: begin, the statements
 * (prepared, so the server plans each text once per connection) and commit are sent together
 * on one connection of the pool, and the server runs them in order. A failed statement makes the
 * commit a rollback. PGlite is in the process, so it runs them one after another. Answers each
 * statement's rows.
 */
export async function transactionInOneTrip(
  db: Database,
  statements: Statement[],
): Promise<Row[][]> {
  const client = (db as unknown as { $client: postgres.Sql | PGlite }).$client;
  if (!('reserve' in client)) {
    return client.transaction(async (tx) => {
      const results: Row[][] = [];
      for (const { text, params } of statements) {
        results.push((await tx.query<Row>(text, params)).rows);
      }
      return results;
    });
  }
  const connection = await client.reserve();
  try {
    const sent = [
      connection.unsafe('begin'),
      ...statements.map(({ text, params }) =>
        connection.unsafe(text, params as postgres.ParameterOrJSON<never>[], { prepare: true }),
      ),
      connection.unsafe('commit'),
    ];
    // Every answer is awaited before the connection goes back to the pool, failed or not.
    const settled = await Promise.allSettled(sent);
    const failed = settled.find((result) => result.status === 'rejected');
    if (failed) throw failed.reason;
    return settled
      .slice(1, -1)
      .map((result) => (result.status === 'fulfilled' ? [...result.value] : []));
  } finally {
    connection.release();
  }
}
