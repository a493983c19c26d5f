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

const unreadable = (error: unknown) => {
  console.error('Could not read the runtime configuration', error);
  return undefined;
};

/** The config as read once: `now` when the page holds it, and `later` in every case. */
let read: { now?: RuntimeConfig; later: Promise<RuntimeConfig | undefined> } | undefined;

function readConfig() {
  if (!read) {
    try {
      const now = inlineRuntimeConfig();
      read = { now, later: now ? Promise.resolve(now) : fetchRuntimeConfig().catch(unreadable) };
    } catch (error) {
      read = { later: Promise.resolve(unreadable(error)) };
    }
  }
  return read;
}

/**
 * The server's runtime config, read once: from the page when it holds it, else fetched.
 * Undefined when it cannot be read: each remote area then shows its own error with 'Try again'.
 */
export const runtimeConfig = (): Promise<RuntimeConfig | undefined> => readConfig().later;

function register(config: RuntimeConfig | undefined) {
  if (!config) return;
  registerRemotes(
    Object.entries(config.remotes).map(([name, entry]) => ({
      name,
      entry: new URL(entry, location.href).href,
    })),
  );
}

let registered: Promise<void> | undefined;

/**
 * Registers every remote the runtime config names, once: at once when the page holds the config.
 * The shell's entry starts this while the app's code loads; every remote load waits for it.
 */
export function remotesRegistered(): Promise<void> {
  if (!registered) {
    const { now, later } = readConfig();
    registered = now ? Promise.resolve(register(now)) : later.then(register);
  }
  return registered;
}
