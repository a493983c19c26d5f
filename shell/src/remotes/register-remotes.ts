import { registerRemotes } from '@module-federation/enhanced/runtime';
import { type RuntimeConfig, runtimeConfigElementId, runtimeConfigPath } from '../site/remotes';

/** The config the server wrote into the page; absent from the dev server's raw index.html. */
export function inlineRuntimeConfig(): RuntimeConfig | undefined {
  const json = document.getElementById(runtimeConfigElementId)?.textContent;
  return json ? (JSON.parse(json) as RuntimeConfig) : undefined;
}

async function fetchRuntimeConfig(): Promise<RuntimeConfig> {
  const res = await fetch(runtimeConfigPath, { cache: 'no-cache' });
  if (!res.ok) throw new Error(`runtime config: ${res.status}`);
  return (await res.json()) as RuntimeConfig;
}

let config: Promise<RuntimeConfig | undefined> | undefined;

const unreadable = (error: unknown) => {
  console.error('Could not read the runtime configuration', error);
  return undefined;
};

/**
 * The server's runtime config, read once: from the page when it holds it, else fetched.
 * Undefined when it cannot be read: each remote area then shows its own error with 'Try again'.
 */
export function runtimeConfig(): Promise<RuntimeConfig | undefined> {
  config ??= Promise.resolve()
    .then(() => inlineRuntimeConfig() ?? fetchRuntimeConfig())
    .catch(unreadable);
  return config;
}

function register(read: RuntimeConfig | undefined) {
  if (!read) return;
  registerRemotes(
    Object.entries(read.remotes).map(([name, entry]) => ({
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
  if (registered) return registered;
  try {
    const inline = inlineRuntimeConfig();
    registered = inline ? Promise.resolve(register(inline)) : runtimeConfig().then(register);
  } catch (error) {
    registered = Promise.resolve(unreadable(error));
  }
  return registered;
}
