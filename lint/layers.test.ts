import { createRequire } from 'node:module';
import { join } from 'node:path';
import { cruise, type IConfiguration } from 'dependency-cruiser';
import { describe, expect, it } from 'vitest';

// The fixture is a small repository with the site's folders: one wrong-way import per file of
// the first list, and the imports each layer may make in the second.
const fixture = join(import.meta.dirname, 'fixtures/repo');
const config: IConfiguration = createRequire(import.meta.url)('../.dependency-cruiser.cjs');

async function violations() {
  const result = await cruise(['.'], {
    ...config.options,
    baseDir: fixture,
    ruleSet: { forbidden: config.forbidden },
    validate: true,
  });
  if (typeof result.output === 'string') throw new Error('expected the JSON result');
  return result.output.summary.violations.map((v) => `${v.rule.name}: ${v.from}`).sort();
}

describe('the layer check of pnpm lint', () => {
  it('fails on every wrong-way import, and only on those', async () => {
    expect(await violations()).toEqual(
      [
        'api-imports-no-ui: api/src/imports-the-ui-kit.ts',
        'browser-shell-knows-no-server: shell/src/app/imports-its-server.ts',
        'contracts-at-the-bottom: contracts/src/imports-the-api.ts',
        'contracts-hold-no-node-code: contracts/src/imports-node.ts',
        'contracts-hold-no-ui-or-server-code: contracts/src/imports-react.ts',
        'features-meet-at-their-top: mfe-content/src/features/blog/components/reaches-into-news.tsx',
        'front-ends-never-import-the-api: mfe-quotes/src/features/compare/imports-the-api-type.ts',
        'front-ends-never-import-the-api: shared-ui/src/lib/imports-the-api.ts',
        'front-ends-never-import-the-api: shell/src/app/imports-the-api.ts',
        'remotes-stay-apart: mfe-quotes/src/features/compare/imports-another-remote.ts',
        'remotes-stay-apart: mfe-quotes/src/features/compare/imports-the-shell.ts',
        'ui-kit-knows-no-app: shared-ui/src/lib/imports-the-shell.ts',
      ].sort(),
    );
  });
});
