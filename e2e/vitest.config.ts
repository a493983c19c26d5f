import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'e2e',
    include: ['specs/**/*.spec.ts'],
    globalSetup: ['support/global-setup.ts'],
    testTimeout: 60_000,
    hookTimeout: 120_000,
    // Two cores: one browser at a time keeps timings honest and the machine responsive.
    fileParallelism: false,
  },
});
