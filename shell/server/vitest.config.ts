import { defineConfig } from 'vitest/config';

// The page server's tests: Node, not jsdom; each test file opens its own databases.
export default defineConfig({
  test: {
    name: 'shell-server',
    environment: 'node',
    include: ['**/*.test.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
