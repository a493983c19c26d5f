import path from 'node:path';
import vm from 'node:vm';
import type { Manifest } from '@module-federation/sdk';

/** Fetches one file of a remote's build: from this site's own handler, or over HTTP. */
export type FetchFile = (url: URL) => Promise<Response>;

/** A module the page server shares with every remote it renders, as the shell does in the browser. */
export interface HostShared {
  version: string;
  module: unknown;
}

interface FederationContainer {
  init(shareScope: Record<string, unknown>): unknown;
  get(module: string): Promise<() => unknown>;
}

export interface RemoteServerContainer {
  /** an exposed module (`blog-post-page`), with its default export and whatever else it offers */
  get(module: string): Promise<Record<string, unknown>>;
}

// The chunk names a remote's server build writes: a plain file name, never a path.
const chunkName = /^[\w.-]+\.js$/;
// Where the container believes it runs: its chunks are read "from" here, which the fs below maps
// onto the build's own URL.
const virtualDir = '/remote-server-build';

/** The URL of a remote's server entry, from its manifest; null when the manifest names none. */
export function serverEntryUrl(manifest: Manifest, manifestUrl: URL): URL | null {
  const meta = manifest.metaData as Manifest['metaData'] & {
    ssrRemoteEntry?: { name: string; path?: string };
    ssrPublicPath?: string;
  };
  const entry = meta.ssrRemoteEntry;
  if (!entry?.name || !meta.ssrPublicPath) return null;
  const folder = [meta.ssrPublicPath.replace(/\/?$/, '/'), entry.path ? `${entry.path}/` : '']
    .join('')
    .replace(/\/+/g, '/');
  const url = new URL(`${folder}${entry.name}`, manifestUrl);
  // Server code comes from where the manifest is served, and nowhere else.
  return url.origin === manifestUrl.origin ? url : null;
}

function shareScopeOf(shared: Record<string, HostShared>) {
  return Object.fromEntries(
    Object.entries(shared).map(([name, { version, module }]) => {
      const provided = {
        version,
        get: () => () => module,
        lib: () => module,
        loaded: true,
        eager: true,
        from: 'shell',
        shareConfig: { singleton: true, requiredVersion: `^${version}`, eager: true },
        scope: ['default'],
        useIn: [],
        deps: [],
        strategy: 'loaded-first',
      };
      return [name, { [version]: provided }];
    }),
  );
}

/**
 * Evaluates a remote's server build in a context of its own, with the host's shared modules.
 *
 * Its own context, so each release's federation runtime, module cache and globals go away with
 * it when the page server lets the release go: memory stays flat however many releases come.
 * It can read its own chunks, from the folder its entry was served from, and nothing else of
 * this machine: `require` offers only the three modules its chunk loader uses, and `fs` among
 * them reads over `fetchFile`. `fetch` is the site's API, for the data its pages prefetch.
 */
export async function loadRemoteServerContainer({
  entryUrl,
  fetchFile,
  shared,
  apiFetch,
}: {
  entryUrl: URL;
  fetchFile: FetchFile;
  shared: Record<string, HostShared>;
  apiFetch: typeof fetch;
}): Promise<RemoteServerContainer> {
  const readText = async (url: URL) => {
    const response = await fetchFile(url);
    if (!response.ok) throw new Error(`${url.pathname} answered ${response.status}`);
    return response.text();
  };

  const context = vm.createContext({
    console,
    process: { env: { NODE_ENV: 'production' }, versions: process.versions, platform: 'node' },
    fetch: apiFetch,
    URL,
    URLSearchParams,
    TextEncoder,
    TextDecoder,
    AbortController,
    AbortSignal,
    Headers,
    Request,
    Response,
    setTimeout,
    clearTimeout,
    queueMicrotask,
    structuredClone,
  });
  const run = (code: string, filename: string) =>
    vm.runInContext(
      `(function (exports, require, module, __filename, __dirname) {${code}\n})`,
      context,
      {
        filename,
      },
    );

  const fs = {
    existsSync: (file: string) =>
      path.posix.dirname(file) === virtualDir && chunkName.test(path.posix.basename(file)),
    readFile(file: string, _encoding: string, done: (err: Error | null, text?: string) => void) {
      if (!fs.existsSync(file)) return done(new Error(`${file} is not part of this build`));
      readText(new URL(path.posix.basename(file), entryUrl)).then(
        (text) => done(null, text),
        (err: Error) => done(err),
      );
    },
  };
  // The chunk loader wraps each chunk in a function and runs it "in this context": ours.
  class Script {
    private readonly script: vm.Script;
    constructor(code: string, options: { filename?: string }) {
      this.script = new vm.Script(code, { filename: options.filename });
    }
    runInThisContext() {
      return this.script.runInContext(context);
    }
  }
  const vmForRemote = {
    Script,
    constants: {},
    runInThisContext: (code: string, filename?: string) =>
      vm.runInContext(code, context, { filename }),
  };
  const require = (id: string) => {
    switch (id.replace(/^node:/, '')) {
      case 'fs':
        return fs;
      case 'path':
        return path.posix;
      case 'vm':
        return vmForRemote;
      default:
        throw new Error(`a remote's server code may not load "${id}"`);
    }
  };

  const module = { exports: {} as Partial<FederationContainer> };
  const filename = `${virtualDir}/${path.posix.basename(entryUrl.pathname)}`;
  run(await readText(entryUrl), entryUrl.href)(
    module.exports,
    require,
    module,
    filename,
    virtualDir,
  );
  const container = module.exports;
  if (typeof container.init !== 'function' || typeof container.get !== 'function') {
    throw new Error('the server entry is not a federation container');
  }
  await container.init(shareScopeOf(shared));
  return {
    async get(exposed) {
      const factory = await (container as FederationContainer).get(`./${exposed}`);
      return factory() as Record<string, unknown>;
    },
  };
}
