import { performance } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import { setAdminPassword } from '../admin/users';
import { createApp } from '../app';
import { createLogger } from '../lib/logger';
import { testDatabases } from '../test/test-databases';

// `pnpm bench`: the admin lead list and search over 100,000 leads, on PGlite and PostgreSQL,
// through the real routes (session check included).
const LEADS = 100_000;
const RUNS = 20;
const ORIGIN = 'http://localhost';

const cases: [name: string, path: string][] = [
  ['list, page 1', '/api/admin/leads?page=1&pageSize=20'],
  ['list, page 2500 (deep offset)', '/api/admin/leads?page=2500&pageSize=20'],
  ['search email prefix', '/api/admin/leads?q=person4242%40'],
  ['search last name prefix', '/api/admin/leads?q=smith'],
  ['search full name prefix', '/api/admin/leads?q=ann%20smith'],
  ['search zip prefix', '/api/admin/leads?q=9021'],
  ['search without a match', '/api/admin/leads?q=zzzz'],
  ['stats', '/api/admin/stats'],
];

const print = (line: string) => process.stdout.write(`${line}\n`);

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
};

for (const testDb of await testDatabases()) {
  const database = await testDb.open();
  try {
    const started = performance.now();
    await database.db.execute(sql`
      insert into leads (first_name, last_name, email, date_of_birth, zip_code, coverage_amount,
        term_length, age, smoker, marketing_opt_in, created_at)
      select (array['Ann','Bob','Cara','Dev','Eli'])[1 + i % 5],
        (array['Smith','Jones','Garcia','Nguyen','Brown','Lee','Patel'])[1 + i % 7] || (i % 1000),
        'person' || i || '@example.com', '1980-01-01', lpad((i % 99999)::text, 5, '0'),
        (array[250000, 500000, 1000000])[1 + i % 3], 20, 30 + i % 40, i % 9 = 0, i % 3 = 0,
        now() - (i || ' minutes')::interval
      from generate_series(1, ${LEADS}) as i`);
    await database.db.execute(sql`analyze leads`);
    const seeded = performance.now() - started;

    const app = createApp({ database, log: createLogger('silent') });
    await setAdminPassword(database.db, 'bench', 'bench-password-long');
    const signIn = await app.request('/api/admin/session', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Origin: ORIGIN },
      body: JSON.stringify({ username: 'bench', password: 'bench-password-long' }),
    });
    const cookie = (signIn.headers.get('set-cookie') ?? '').split(';')[0] ?? '';

    print(`\n${testDb.name}: ${LEADS} leads seeded in ${(seeded / 1000).toFixed(1)} s`);
    for (const [name, path] of cases) {
      const times: number[] = [];
      let total = 0;
      for (let run = 0; run < RUNS; run++) {
        const t0 = performance.now();
        const res = await app.request(path, { headers: { Cookie: cookie } });
        const body = (await res.json()) as { total?: number };
        times.push(performance.now() - t0);
        if (!res.ok) throw new Error(`${path} answered ${res.status}`);
        total = body.total ?? total;
      }
      print(
        `  ${name.padEnd(32)} median ${median(times).toFixed(1).padStart(7)} ms   max ${Math.max(
          ...times,
        )
          .toFixed(1)
          .padStart(7)} ms   (${total} matches)`,
      );
    }
  } finally {
    await testDb.close();
  }
}
