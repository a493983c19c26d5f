import { defineConfig } from 'vitest/config';

// `pnpm test:unit`: every package's unit, component and API tests. End-to-end tests run
// separately against the production build (`pnpm test:e2e`).
export default defineConfig({
  test: {
    projects: [
      'lint',
      'contracts',
      'api',
      'shared-ui',
      'shell',
      'shell/server',
      'mfe-quotes',
      'mfe-content',
      'mfe-leads',
      'mfe-admin',
    ],
  },
});
