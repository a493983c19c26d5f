import { text } from 'node:stream/consumers';
import { openDatabase } from '../db/client';
import { migrateDatabase } from '../db/migrate';
import { readEnv } from '../env';
import { setAdminPassword } from './users';

// `pnpm --filter @termlens/api admin:set-password <username>`; the password comes from
// ADMIN_PASSWORD or stdin, never from the command line, where it would land in shell history.
const username = process.argv[2];
if (!username) {
  console.error('Usage: admin:set-password <username>   (password on stdin or in ADMIN_PASSWORD)');
  process.exit(2);
}
const env = readEnv();
if (!env.ADMIN_PASSWORD && process.stdin.isTTY) console.error('Password, then Ctrl-D:');
const password = env.ADMIN_PASSWORD ?? (await text(process.stdin)).replace(/\r?\n$/, '');

const database = openDatabase({ databaseUrl: env.DATABASE_URL, dataDir: env.DATA_DIR });
try {
  await migrateDatabase(database, env.DATABASE_URL);
  await setAdminPassword(database.db, username, password);
  console.error(`Password set for admin "${username}"; their sessions were ended.`);
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
} finally {
  await database.close();
}
