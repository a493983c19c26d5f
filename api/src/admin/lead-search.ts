import { or, type SQL, sql } from 'drizzle-orm';
import { leads } from '../db/schema';

// Escapes LIKE's wildcards so a search for "100%" or "a_b" means what it says.
const likePrefix = (q: string) => `${q.toLowerCase().replace(/[\\%_]/g, (m) => `\\${m}`)}%`;

/**
 * Prefix search on name, full name, email and ZIP. Each side has a `text_pattern_ops`
 * expression index (migration 0001), so it stays an index scan at 100,000 leads; a substring
 * search would need pg_trgm, which PGlite does not ship.
 */
export function leadSearch(q: string): SQL | undefined {
  if (!q) return undefined;
  const pattern = likePrefix(q);
  return or(
    sql`lower(${leads.email}) like ${pattern}`,
    sql`lower(${leads.firstName}) like ${pattern}`,
    sql`lower(${leads.lastName}) like ${pattern}`,
    sql`lower(${leads.firstName} || ' ' || ${leads.lastName}) like ${pattern}`,
    sql`lower(${leads.zipCode}) like ${pattern}`,
  );
}
