import { resolve } from 'node:path';
import { serve } from '@hono/node-server';
import { Hono } from 'hono';
import { serveFolder } from './serve-folder';
import { StaticFolder } from './static-files';

// Serves one remote's build on its own origin, as a CDN would:
//   pnpm serve:remote mfe-quotes 4001
// then point the site at it: REMOTE_MFE_QUOTES_URL=http://localhost:4001/mf-manifest.json
const [pkg, portArg] = process.argv.slice(2);
if (!pkg || !portArg) {
  console.error('usage: serve-remote <mfe-package> <port>');
  process.exit(2);
}
const folder = new StaticFolder(resolve(import.meta.dirname, '../..', pkg, 'dist'));
if (folder.size === 0) {
  console.error(`${pkg} has no build: run \`pnpm --filter @termlens/${pkg} build\``);
  process.exit(1);
}
const app = new Hono()
  .use('*', serveFolder(folder, '', { 'Access-Control-Allow-Origin': '*' }))
  .all('*', (c) => c.text('Not found', 404));
serve({ fetch: app.fetch, port: Number(portArg) }, (info) => {
  console.info(`${pkg} on http://localhost:${info.port}/mf-manifest.json`);
});
