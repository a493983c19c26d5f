import { createHash } from 'node:crypto';
import type { PublishedSite } from '@termlens/contracts/published-site';
import { publishedSite } from '@termlens/contracts/published-site-schema';
import type { Remote } from '@termlens/contracts/releases';
import { z } from 'zod';
import { withTimeout } from '../lib/with-timeout';
import { parseVersion, satisfies } from './version-range';

/** How long a manifest may take to answer before the release is refused. */
export const manifestTimeoutMs = 5000;

/** The parts of a federation manifest (mf-manifest.json) the checks read. */
const manifestShape = z.object({
  name: z.string(),
  metaData: z
    .object({ buildInfo: z.object({ buildVersion: z.string() }).partial().optional() })
    .passthrough(),
  exposes: z.array(z.object({ name: z.string() }).passthrough()),
  shared: z.array(
    z
      .object({
        name: z.string(),
        version: z.string(),
        requiredVersion: z.string().optional(),
        singleton: z.boolean().optional(),
      })
      .passthrough(),
  ),
});

export type CheckedManifest = z.infer<typeof manifestShape>;

/** What the page server knows that a release must fit: the host the remote runs in. */
export interface ReleaseHost {
  siteUrl: string;
  /** reads a file of a build: this site's own files in-process, another origin's over HTTP */
  fetchFile(url: URL): Promise<Response>;
  /** path -> the remote publishing it, for every page of the other remotes and the host's own */
  pagesOfOthers(remote: Remote): Promise<ReadonlyMap<string, string>>;
  /** the version of each module the host shares, by its name in the share scope */
  hostShared(): Promise<Record<string, string>>;
  /**
   * loads the build's server entry the way pages are rendered with it, and each of `modules`
   * from it; throws when it cannot
   */
  loadServerEntry(
    remote: Remote,
    manifest: CheckedManifest,
    manifestUrl: URL,
    modules: readonly string[],
  ): Promise<void>;
}

export type ReleaseCheckResult =
  | { ok: true; buildVersion: string; manifestHash: string }
  | { ok: false; problems: string[] };

const message = (err: unknown) => (err instanceof Error ? err.message : String(err));

/** `react-dom/client` is react-dom's; `@tanstack/react-query` is its own package. */
const packageOf = (name: string) =>
  name
    .split('/')
    .slice(0, name.startsWith('@') ? 2 : 1)
    .join('/');

/** A problem for each shared module whose version the host cannot stand in for. */
function sharedProblems(manifest: CheckedManifest, host: Record<string, string>): string[] {
  const problems: string[] = [];
  for (const shared of manifest.shared) {
    const hostVersion = host[shared.name] ?? host[packageOf(shared.name)];
    if (hostVersion === undefined) {
      if (shared.singleton) {
        problems.push(`shared ${shared.name}: the host shares no ${shared.name}`);
      }
      continue;
    }
    const own = parseVersion(shared.version);
    const hosts = parseVersion(hostVersion);
    if (!own || !hosts || own[0] !== hosts[0]) {
      problems.push(
        `shared ${shared.name}: built with ${shared.version}, the host has ${hostVersion} (another major)`,
      );
    } else if (shared.requiredVersion && !satisfies(hostVersion, shared.requiredVersion)) {
      problems.push(
        `shared ${shared.name}: requires ${shared.requiredVersion}, the host has ${hostVersion}`,
      );
    }
  }
  return problems;
}

/** Every module a release's pages and home sections show, once each. */
const siteModules = (site: PublishedSite) => [
  ...new Set([...site.pages.map((p) => p.module), ...site.homeSections.map((s) => s.module)]),
];

/** A page path published twice, or one another remote or the host already has. */
async function pageProblems(host: ReleaseHost, remote: Remote, site: PublishedSite) {
  const problems: string[] = [];
  let others: ReadonlyMap<string, string>;
  try {
    others = await host.pagesOfOthers(remote);
  } catch (err) {
    return [`pages: the other remotes' pages are unknown: ${message(err)}`];
  }
  const seen = new Set<string>();
  for (const { path } of site.pages) {
    const owner = others.get(path);
    if (owner) problems.push(`pages: ${path} is already ${owner}'s page`);
    if (seen.has(path)) problems.push(`pages: ${path} is published twice`);
    seen.add(path);
  }
  return problems;
}

/**
 * Whether a remote's build at `manifestUrl` fits the site, each check named in its problem:
 * reachable (within 5 s), parses, remote name, pages (well formed, no path another remote or the
 * host has), exposes (every module they show), shared (each singleton against the host's
 * version) and server entry. The server entry is loaded last, only for a build that passed the
 * rest: it runs the build's code.
 */
export async function checkRelease(
  host: ReleaseHost,
  remote: Remote,
  manifestUrl: string,
): Promise<ReleaseCheckResult> {
  const url = new URL(manifestUrl, host.siteUrl);
  let text: string;
  try {
    text = await withTimeout(
      (async () => {
        const response = await host.fetchFile(url);
        if (!response.ok) throw new Error(`it answered ${response.status}`);
        return response.text();
      })(),
      manifestTimeoutMs,
      'the manifest',
    );
  } catch (err) {
    return { ok: false, problems: [`reachable: ${url.href} could not be read: ${message(err)}`] };
  }

  let manifest: CheckedManifest;
  try {
    const parsed = manifestShape.safeParse(JSON.parse(text));
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      throw new Error(`${issue?.path.join('.') || 'the manifest'}: ${issue?.message}`);
    }
    manifest = parsed.data;
  } catch (err) {
    return { ok: false, problems: [`parses: not a federation manifest: ${message(err)}`] };
  }

  const problems: string[] = [];
  if (manifest.name !== remote.name) {
    problems.push(`remote name: the manifest is ${manifest.name}'s, not ${remote.name}'s`);
  }
  const site = publishedSite.safeParse(manifest.metaData.site);
  const needed = site.success ? siteModules(site.data) : [];
  if (!site.success) {
    const issue = site.error.issues[0];
    problems.push(
      `pages: metaData.site${issue?.path.length ? `.${issue.path.join('.')}` : ''}: ${issue?.message}`,
    );
  } else {
    problems.push(...(await pageProblems(host, remote, site.data)));
  }
  const exposed = new Set(manifest.exposes.map((e) => e.name.replace(/^\.\//, '')));
  const missing = needed.filter((module) => !exposed.has(module));
  if (missing.length > 0) {
    problems.push(
      `exposes: its pages and home sections need ${missing.join(', ')}, which the build does not expose`,
    );
  }
  try {
    problems.push(...sharedProblems(manifest, await host.hostShared()));
  } catch (err) {
    problems.push(`shared: the host's versions are unknown: ${message(err)}`);
  }
  if (problems.length === 0) {
    try {
      await withTimeout(
        host.loadServerEntry(remote, manifest, url, needed),
        manifestTimeoutMs,
        'the server entry',
      );
    } catch (err) {
      problems.push(`server entry: ${message(err)}`);
    }
  }
  if (problems.length > 0) return { ok: false, problems };
  return {
    ok: true,
    buildVersion: manifest.metaData.buildInfo?.buildVersion ?? '',
    manifestHash: createHash('sha256').update(text).digest('hex'),
  };
}
