// `pnpm start`: build whichever front end has no build yet, then run the production server
// (it migrates and seeds the database before it listens).
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const frontends = ['shell', 'mfe-quotes', 'mfe-content', 'mfe-leads', 'mfe-admin'];
const missing = frontends.filter(
  (pkg) => !existsSync(new URL(`../${pkg}/dist/mf-manifest.json`, import.meta.url)),
);

const run = (args) => {
  const result = spawnSync('pnpm', args, { stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
};

if (missing.length > 0) {
  console.info(`Building ${missing.join(', ')}…`);
  run(['--parallel', ...missing.flatMap((pkg) => ['--filter', `./${pkg}`]), 'run', 'build']);
}
run(['--filter', '@termlens/shell', 'start']);
