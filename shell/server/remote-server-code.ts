import { createHash } from 'node:crypto';
import type { Manifest } from '@module-federation/sdk';
import { errorFacts } from '@termlens/api/lib/error-facts';
import type { Logger } from '@termlens/api/lib/logger';
import type { RemoteName } from '../src/site/remotes';
import {
  type FetchFile,
  type HostShared,
  loadRemoteServerContainer,
  type RemoteServerContainer,
  serverEntryUrl,
} from './remote-server-container';

export interface RemoteServerCodeOptions {
  /**
   * remote name -> the manifest URL of its current release (what the browser's runtime config
   * says), absolute or site-relative; asked again each time a manifest is read
   */
  manifestUrls: () => Partial<Record<RemoteName, string>>;
  siteUrl: string;
  fetchFile: FetchFile;
  /** the host's shared modules, once the shell's server bundle has loaded; null without one */
  shared: () => Promise<Record<string, HostShared> | null>;
  apiFetch: typeof fetch;
  log: Logger;
  /** how long a manifest read is trusted before it is read again (0: every render) */
  manifestMaxAgeMs: number;
}

/** One build of a remote, named by its manifest's hash. */
interface Release {
  hash: string;
  manifest?: Manifest;
  manifestUrl: URL;
  container: Promise<RemoteServerContainer | null>;
}

interface RemoteState {
  checkedAt: number;
  checking?: Promise<void>;
  release?: Release;
  /** the last manifest problem logged, so a remote that stays down is logged once */
  manifestProblem?: string;
}

/** An exposed module of one remote release, and the release it came from. */
export interface LoadedModule {
  release: string;
  exports: Record<string, unknown>;
  /** the module's own stylesheets, for the page's head: its markup arrives styled */
  stylesheets: string[];
}

/**
 * The stylesheets an exposed module loads at once, as URLs: site-relative when this site serves
 * them. Remotes build with assetPrefix 'auto', so their files sit next to the manifest.
 */
function moduleStylesheets(release: Release, exposed: string, siteOrigin: string): string[] {
  const expose = release.manifest?.exposes.find((e) => e.name === exposed);
  if (!expose) return [];
  return expose.assets.css.sync.map((file) => {
    const url = new URL(file, release.manifestUrl);
    return url.origin === siteOrigin ? url.pathname : url.href;
  });
}

/**
 * The server code of each remote, as its manifest names it now. Every render asks for a module;
 * the manifest is read again when older than `manifestMaxAgeMs`, and a changed manifest (a new
 * build behind the same URL) loads that build for the next render, while the old one is let go.
 * A render gets its module from one release only. Any fault (manifest or code unreachable, code
 * that fails to load) answers null, so the page is rendered in the browser, and is logged once
 * per release, not per request.
 */
export class RemoteServerCode {
  private readonly remotes = new Map<RemoteName, RemoteState>();

  constructor(private readonly options: RemoteServerCodeOptions) {}

  /** Starts loading every remote's current build, so the first pages need not wait for it. */
  warmUp(): void {
    for (const name of Object.keys(this.options.manifestUrls()) as RemoteName[]) {
      void this.currentRelease(name);
    }
  }

  async module(remote: RemoteName, exposed: string): Promise<LoadedModule | null> {
    const release = await this.currentRelease(remote);
    const container = await release?.container;
    if (!release || !container) return null;
    try {
      return {
        release: release.hash,
        exports: await container.get(exposed),
        stylesheets: moduleStylesheets(release, exposed, new URL(this.options.siteUrl).origin),
      };
    } catch (err) {
      this.logOnce(release.hash, `module ${exposed}`, err);
      return null;
    }
  }

  private readonly logged = new Set<string>();

  /** Logs a fault of one release once; the same fault of the next release is logged again. */
  logOnce(hash: string, what: string, err: unknown) {
    const key = `${hash} ${what}`;
    if (this.logged.has(key)) return;
    this.logged.add(key);
    this.options.log.error('remote rendered in the browser: its server code failed', {
      release: hash.slice(0, 12),
      what,
      ...errorFacts(err),
    });
  }

  private async currentRelease(remote: RemoteName): Promise<Release | undefined> {
    const url = this.options.manifestUrls()[remote];
    if (url === undefined) return undefined;
    const manifestUrl = new URL(url, this.options.siteUrl);
    let state = this.remotes.get(remote);
    if (!state) {
      state = { checkedAt: 0 };
      this.remotes.set(remote, state);
    }
    const released = state.release && state.release.manifestUrl.href !== manifestUrl.href;
    if (released || Date.now() - state.checkedAt >= this.options.manifestMaxAgeMs) {
      const current = state;
      state.checking ??= this.checkManifest(remote, current, manifestUrl).finally(() => {
        current.checking = undefined;
      });
      await state.checking;
    }
    return state.release;
  }

  private async checkManifest(
    remote: RemoteName,
    state: RemoteState,
    manifestUrl: URL,
  ): Promise<void> {
    let text: string;
    try {
      const response = await this.options.fetchFile(manifestUrl);
      if (!response.ok) throw new Error(`the manifest answered ${response.status}`);
      text = await response.text();
    } catch (err) {
      // Unreachable now: render in the browser, and look again on the next render.
      const problem = err instanceof Error ? err.message : String(err);
      if (state.manifestProblem !== problem) {
        state.manifestProblem = problem;
        this.options.log.error('remote manifest unreachable: pages render in the browser', {
          remote,
          ...errorFacts(err),
        });
      }
      state.release = undefined;
      state.checkedAt = Date.now();
      return;
    }
    state.manifestProblem = undefined;
    state.checkedAt = Date.now();
    const hash = createHash('sha256').update(text).digest('hex');
    // A release of the same build from another place loads it from there: its files and styles
    // are that place's now.
    if (state.release?.hash === hash && state.release.manifestUrl.href === manifestUrl.href) return;
    state.release = this.load(remote, manifestUrl, hash, text);
  }

  private load(remote: RemoteName, manifestUrl: URL, hash: string, text: string): Release {
    const release: Release = { hash, manifestUrl, container: Promise.resolve(null) };
    release.container = (async () => {
      try {
        const manifest = JSON.parse(text) as Manifest;
        release.manifest = manifest;
        if (manifest.name !== remote) throw new Error(`the manifest is ${manifest.name}'s`);
        const entryUrl = serverEntryUrl(manifest, manifestUrl);
        if (!entryUrl) throw new Error('the manifest names no server entry on its own origin');
        const shared = await this.options.shared();
        if (!shared) return null;
        return await loadRemoteServerContainer({
          entryUrl,
          fetchFile: this.options.fetchFile,
          shared,
          apiFetch: this.options.apiFetch,
        });
      } catch (err) {
        this.logOnce(hash, 'server entry', err);
        return null;
      }
    })();
    return release;
  }
}
