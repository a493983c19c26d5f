import { createApp } from './app';
import { runServer } from './run-server';

// The JSON API on its own, with no front-end build: for the API's team, tools and benches. The
// site a visitor gets (pages, remotes and this API on one port) starts in shell/server/main.ts.
await runServer({ service: 'termlens-api', handler: (runtime) => createApp(runtime.deps).fetch });
