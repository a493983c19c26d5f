import { registerRemotes } from '@module-federation/enhanced/runtime';
import { type RuntimeConfig, runtimeConfigElementId, runtimeConfigPath } from '../site/remotes';

/** The config the server wrote into the page; absent from the dev server's raw index.html. */
function inlineRuntimeConfig(): RuntimeConfig | undefined {
  const json = document.getElementById(runtimeConfigElementId)?.textContent;
  return json ? (JSON.parse(json) as RuntimeConfig) : undefined;
}

async function fetchRuntimeConfig(): Promise<RuntimeConfig> {
  const res = await fetch(runtimeConfigPath, { cache: 'no-cache' });
  if (!res.ok) throw new Error(`runtime config: ${res.status}`);
  return (await res.json()) as RuntimeConfig;
}

/**
 * Registers every remote the server's runtime config names: at once from the page when it holds
 * the config, else after fetching it. If the config cannot be read, nothing is registered: each
 * remote area then shows its own error with 'Try again'.
 */
async function registerFromRuntimeConfig(): Promise<void> {
  try {
    const config = inlineRuntimeConfig() ?? (await fetchRuntimeConfig());
    registerRemotes(
      Object.entries(config.remotes).map(([name, entry]) => ({
        name,
        entry: new URL(entry, location.href).href,
      })),
    );
  } catch (error) {
    console.error('Could not read the runtime configuration', error);
  }
}

let registered: Promise<void> | undefined;

/**
 * Reads the runtime config and registers the remotes, once. The shell's entry starts this while
 * the app's code loads; every remote load waits for it.
 */
export function remotesRegistered(): Promise<void> {
  registered ??= registerFromRuntimeConfig();
  return registered;
}
