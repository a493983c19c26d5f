import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import type { Manifest } from '@module-federation/sdk';
import type { PublishedSite } from '@termlens/contracts/published-site';
import { publishedSite as admin } from '../../../mfe-admin/src/site/published-site';
import { publishedSite as content } from '../../../mfe-content/src/site/published-site';
import { publishedSite as leads } from '../../../mfe-leads/src/site/published-site';
import { publishedSite as quotes } from '../../../mfe-quotes/src/site/published-site';
import { type RemoteName, remotes } from '../../src/site/remotes';
import { remotePageChunk, type ShellChunks, shellChunksFile } from '../../src/site/shell-chunks';

function writeFile(path: string, body: string) {
  mkdirSync(dirname(path), { recursive: true });
  writeFileSync(path, body);
}

/** What each remote's build publishes: the remotes' own lists. */
export const publishedSites: Record<RemoteName, PublishedSite> = {
  mfe_quotes: quotes,
  mfe_content: content,
  mfe_leads: leads,
  mfe_admin: admin,
};

/**
 * Adds to a fake web root (fakeWebRoot) what the server reads of the real builds: the shell's
 * chunk list and each remote's mf-manifest.json, shaped like rsbuild's, with every file they name.
 */
export function addFakeFrontendBuilds(root: string): void {
  const shellChunks: ShellChunks = {
    [remotePageChunk]: [
      '/static/js/async/query-provider.0a1b2c3d4e.js',
      '/static/js/async/y.5f6a7b8c9d.js',
    ],
  };
  writeFile(join(root, 'shell', 'dist', shellChunksFile), JSON.stringify(shellChunks));
  for (const file of shellChunks[remotePageChunk] ?? []) {
    writeFile(join(root, 'shell', 'dist', file), '');
  }

  for (const remote of remotes) {
    const dist = join(root, remote.packageName, 'dist');
    const site = publishedSites[remote.name];
    const modules = [...site.pages, ...site.homeSections].map((p) => p.module);
    const manifest: Manifest = {
      id: remote.name,
      name: remote.name,
      metaData: {
        name: remote.name,
        globalName: remote.name,
        type: 'app',
        buildInfo: { buildVersion: '0.1.0', buildName: `@termlens/${remote.packageName}` },
        remoteEntry: { name: `static/js/${remote.name}.0123456789.js`, path: '', type: 'global' },
        publicPath: 'auto',
        site,
      } as Manifest['metaData'],
      shared: [],
      remotes: [],
      exposes: modules.map((module) => ({
        id: `${remote.name}:${module}`,
        name: module,
        path: `./${module}`,
        assets: {
          js: { sync: [`static/js/async/__federation_expose_${module}.abcdef0123.js`], async: [] },
          css: {
            sync: [`static/css/async/__federation_expose_${module}.abcdef0123.css`],
            async: [],
          },
        },
      })),
    };
    writeFile(join(dist, 'mf-manifest.json'), JSON.stringify(manifest));
    const { remoteEntry } = manifest.metaData;
    const files = manifest.exposes.flatMap((e) => [...e.assets.js.sync, ...e.assets.css.sync]);
    for (const file of [remoteEntry.name, ...files]) writeFile(join(dist, file), '');
  }
}
