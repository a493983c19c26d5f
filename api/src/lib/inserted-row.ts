/** The single row an INSERT ... RETURNING gave back. */
export function insertedRow<T>(rows: T[]): T {
  const [row] = rows;
  if (!row) throw new Error('INSERT returned no row');
  return row;
}
