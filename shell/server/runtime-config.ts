import { type Remote, type RuntimeConfig, remotes } from '../src/site/remotes';

/** Where this server serves a remote's manifest, next to the rest of its build. */
export const sameOriginManifestPath = (remote: Remote) =>
  `/remotes/${remote.packageName}/mf-manifest.json`;

/** Where each remote's manifest lives: an env variable, or the same origin by default. */
export function buildRuntimeConfig(
  env: Partial<Record<string, string | undefined>>,
): RuntimeConfig {
  const entries = remotes.map((r) => [r.name, env[r.envVar]?.trim() || sameOriginManifestPath(r)]);
  return { remotes: Object.fromEntries(entries) as RuntimeConfig['remotes'] };
}
