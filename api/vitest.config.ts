import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'api',
    environment: 'node',
    include: ['src/**/*.test.ts'],
    // Each file opens its own PGlite and PostgreSQL database; PGlite start-up is the slow part.
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
