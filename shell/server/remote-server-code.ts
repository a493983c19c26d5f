import { createHash } from 'node:crypto';
import type { Manifest } from '@module-federation/sdk';
import { errorFacts } from '@termlens/api/lib/error-facts';
import type { Logger } from '@termlens/api/lib/logger';
import type { PublishedSite, SiteMap } from '@termlens/contracts/published-site';
import { publishedSite } from '@termlens/contracts/published-site-schema';
import { type RemoteName, remotes } from '../src/site/remotes';
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
  /**
   * what this server's own copy of a remote's build publishes: the remote's pages until its
   * current release's manifest has been read once, so a remote that is down at start-up still
   * has its pages (rendered in the browser, which shows its error) rather than none
   */
  ownBuildSite?: (remote: RemoteName) => PublishedSite | undefined;
}

/** One build of a remote, named by its manifest's hash. */
interface Release {
  hash: string;
  manifest?: Manifest;
  manifestUrl: URL;
  /** loaded for the first page that needs it */
  container?: Promise<RemoteServerContainer | null>;
}

interface RemoteState {
  checkedAt: number;
  checking?: Promise<void>;
  release?: Release;
  /**
   * the pages and home sections of the last manifest read (at first, those of this server's own
   * build), kept while the manifest is unreachable: the remote's pages stay pages, rendered in
   * the browser
   */
  site?: PublishedSite;
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

/** The pages and home sections a federation manifest publishes (`metaData.site`), checked. */
export const sitePublishedIn = (manifest: Manifest) =>
  publishedSite.safeParse((manifest.metaData as { site?: unknown }).site);

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
      void this.currentRelease(name).then((release) => release && this.container(name, release));
    }
  }

  private siteMapOf?: { sites: (PublishedSite | undefined)[]; map: SiteMap };

  /**
   * The pages and home sections every remote's current release publishes. A path two remotes
   * publish is the first one's (the release check refuses such a release).
   */
  async siteMap(): Promise<SiteMap> {
    const sites = await Promise.all(
      remotes.map(async (remote) => {
        await this.currentRelease(remote.name);
        return this.remotes.get(remote.name)?.site;
      }),
    );
    const last = this.siteMapOf;
    if (last && sites.every((site, i) => site === last.sites[i])) return last.map;
    const map: SiteMap = { routes: [], homeSections: [] };
    for (const [i, site] of sites.entries()) {
      const remote = (remotes[i] as (typeof remotes)[number]).name;
      for (const page of site?.pages ?? []) {
        if (!map.routes.some((route) => route.path === page.path)) {
          map.routes.push({ ...page, remote });
        }
      }
      for (const section of site?.homeSections ?? []) map.homeSections.push({ ...section, remote });
    }
    this.siteMapOf = { sites, map };
    return map;
  }

  private container(remote: RemoteName, release: Release): Promise<RemoteServerContainer | null> {
    release.container ??= this.load(remote, release);
    return release.container;
  }

  async module(remote: RemoteName, exposed: string): Promise<LoadedModule | null> {
    const release = await this.currentRelease(remote);
    const container = release && (await this.container(remote, release));
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

  /** The hash of each remote's current manifest as last read: which build its pages come from. */
  currentBuilds(): string {
    return remotes
      .map(({ name }) => `${name}=${this.remotes.get(name)?.release?.hash ?? ''}`)
      .join(' ');
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
      state = { checkedAt: 0, site: this.options.ownBuildSite?.(remote) };
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
    const release: Release = { hash, manifestUrl };
    try {
      release.manifest = JSON.parse(text) as Manifest;
    } catch (err) {
      this.logOnce(hash, 'manifest', err);
    }
    state.release = release;
    state.site = this.publishedSite(remote, release);
  }

  /** What the release publishes of the site; none from a manifest of another remote. */
  private publishedSite(remote: RemoteName, release: Release): PublishedSite | undefined {
    if (!release.manifest || release.manifest.name !== remote) return undefined;
    const parsed = sitePublishedIn(release.manifest);
    if (parsed.success) return parsed.data;
    this.logOnce(release.hash, 'published pages', parsed.error);
    return undefined;
  }

  private async load(remote: RemoteName, release: Release): Promise<RemoteServerContainer | null> {
    const { hash, manifest, manifestUrl } = release;
    try {
      if (!manifest) throw new Error('the manifest is not JSON');
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
  }
}
