import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { homeSections } from './home-sections';

describe('homeSections', () => {
  it('lists every remote module the home page renders, so a release is checked for each', () => {
    const page = readFileSync(join(import.meta.dirname, '../pages/home-page.tsx'), 'utf8');
    const rendered = [...page.matchAll(/<RemoteModule\s+remote="(\w+)"\s+module="([\w-]+)"/g)].map(
      ([, remote, module]) => ({ remote, module }),
    );
    expect(rendered.length).toBeGreaterThan(0);
    expect([...homeSections].sort((a, b) => a.module.localeCompare(b.module))).toEqual(
      rendered.sort((a, b) => (a.module ?? '').localeCompare(b.module ?? '')),
    );
  });
});
