// `pnpm dev`: the page server with the API (restarts on change) and every front end's dev server
// with hot reload. Its runtime config points the shell at the remotes' dev servers. A remote that
// rebuilds reloads its own page; the shell keeps a remote's old code until its tab reloads, as
// Module Federation has no live reload across the boundary.
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';

const ports = JSON.parse(readFileSync(new URL('../dev-ports.json', import.meta.url), 'utf8'));
const remoteEnv = Object.fromEntries(
  ['mfe-quotes', 'mfe-content', 'mfe-leads', 'mfe-admin'].map((pkg) => [
    `REMOTE_${pkg.toUpperCase().replace('-', '_')}_URL`,
    `http://localhost:${ports[pkg]}/mf-manifest.json`,
  ]),
);

const children = [
  [
    'api',
    ['--filter', '@termlens/shell', 'server:dev'],
    {
      PORT: String(ports.api),
      NODE_ENV: 'development',
      SITE_URL: `http://localhost:${ports.shell}`,
      ...remoteEnv,
    },
  ],
  ...Object.keys(ports)
    .filter((pkg) => pkg !== 'api')
    .map((pkg) => [pkg, ['--filter', `@termlens/${pkg}`, 'dev'], {}]),
].map(([name, args, env]) => {
  const child = spawn('pnpm', args, {
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, ...env },
  });
  const prefix = `[${name}] `;
  for (const stream of [child.stdout, child.stderr]) {
    stream.on('data', (d) => process.stdout.write(String(d).replace(/^(?=.)/gm, prefix)));
  }
  return child;
});

console.info(`TermLens dev: http://localhost:${ports.shell} (API on ${ports.api})`);
const stop = () => {
  for (const child of children) child.kill('SIGTERM');
  process.exit(0);
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
