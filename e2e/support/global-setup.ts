import type { TestProject } from 'vitest/node';
import { chromiumPath, hasChromium } from './browser';
import { type RunningServer, startSite } from './servers';

declare module 'vitest' {
  export interface ProvidedContext {
    siteUrl: string;
  }
}

let site: RunningServer | undefined;

/** Starts the production site once for every spec; specs needing other settings start their own. */
export async function setup(project: TestProject) {
  if (!hasChromium) {
    const hint = `Chromium not found at ${chromiumPath}: install it with \`apt-get install -y chromium\` or set CHROMIUM_PATH.`;
    if (process.env.CI === 'true') throw new Error(hint);
    console.warn(`\n*** SKIPPING end-to-end tests: ${hint} ***\n`);
  }
  site = await startSite();
  project.provide('siteUrl', site.url);
}

export async function teardown() {
  await site?.stop();
}
