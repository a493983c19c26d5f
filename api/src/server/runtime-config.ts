import { type RuntimeConfig, remotes } from '@termlens/shared-ui/site/remotes';

/** Where each remote's manifest lives: an env variable, or the same origin by default. */
export function buildRuntimeConfig(
  env: Partial<Record<string, string | undefined>>,
): RuntimeConfig {
  const entries = remotes.map((r) => [
    r.name,
    env[r.envVar]?.trim() || `/remotes/${r.packageName}/mf-manifest.json`,
  ]);
  return { remotes: Object.fromEntries(entries) as RuntimeConfig['remotes'] };
}
