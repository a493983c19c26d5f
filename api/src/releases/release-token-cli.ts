import { remotePackages } from '@termlens/contracts/releases';
import { audit } from '../admin/audit';
import { openDatabase } from '../db/client';
import { migrateDatabase } from '../db/migrate';
import { readEnv } from '../env';
import { createReleaseToken } from './release-tokens';

// `pnpm release:token <remote>`: a new token for one remote's team. It is printed once; the
// database keeps only its hash, so a lost token is replaced, never recovered.
const remote = remotePackages.find((r) => r === process.argv[2]);
if (!remote) {
  console.error(`Usage: pnpm release:token <remote>   (one of ${remotePackages.join(', ')})`);
  process.exit(2);
}
const env = readEnv();
const database = openDatabase({ databaseUrl: env.DATABASE_URL, dataDir: env.DATA_DIR });
try {
  await migrateDatabase(database, env.DATABASE_URL);
  const token = await createReleaseToken(database.db, remote);
  await audit(database.db, 'release.token-created', 'cli', null, { remote });
  console.error(`Release token for ${remote} (shown once; give it to the team as RELEASE_TOKEN):`);
  process.stdout.write(`${token}\n`);
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
} finally {
  await database.close();
}
