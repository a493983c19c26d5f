import { defineConfig } from 'vitest/config';

/** Component tests of a front-end package: jsdom, Testing Library matchers, CSS modules as-is. */
export function frontendTestConfig(name: string) {
  return defineConfig({
    test: {
      name,
      environment: 'jsdom',
      include: ['src/**/*.test.{ts,tsx}'],
      setupFiles: [new URL('./vitest.setup.ts', import.meta.url).pathname],
      css: { modules: { classNameStrategy: 'non-scoped' } },
    },
  });
}
