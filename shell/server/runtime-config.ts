import { type Remote, type RuntimeConfig, remotes } from '../src/site/remotes';

/** Where this server serves a remote's manifest, next to the rest of its build. */
export const sameOriginManifestPath = (remote: Remote) =>
  `/remotes/${remote.packageName}/mf-manifest.json`;

/**
 * Where each remote's first release lives: an env variable, or the same origin by default.
 * After it, the release registry says.
 */
export function seedManifestUrls(
  env: Partial<Record<string, string | undefined>>,
): RuntimeConfig['remotes'] {
  const entries = remotes.map((r) => [r.name, env[r.envVar]?.trim() || sameOriginManifestPath(r)]);
  return Object.fromEntries(entries) as RuntimeConfig['remotes'];
}
