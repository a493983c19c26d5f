import { describe, expect, it } from 'vitest';
import { parseVersion, satisfies } from './version-range';

describe('version ranges of federation manifests', () => {
  it.each([
    ['19.3.1', '^19.0.0', true],
    ['19.3.1', '^19.3.2', false],
    ['18.3.1', '^19.0.0', false],
    ['20.0.0', '^19.0.0', false],
    ['0.1.4', '^0.1.0', true],
    ['0.2.0', '^0.1.0', false],
    ['5.108.0', '~5.108.0', true],
    ['5.109.0', '~5.108.0', false],
    ['5.1.0', '5.1.0', true],
    ['5.1.1', '5.1.0', false],
    ['5.1.1', '5.x', true],
    ['2.1.0', '>=2 <3', true],
    ['3.0.0', '>=2 <3', false],
    ['18.2.0', '^17.0.0 || ^18.0.0', true],
    ['1.0.0', '*', true],
  ])('%s against %s: %s', (version, range, expected) => {
    expect(satisfies(version, range)).toBe(expected);
  });

  it('reads a version with a pre-release tag and refuses what is not one', () => {
    expect(parseVersion('19.0.0-rc.1')).toEqual([19, 0, 0]);
    expect(parseVersion('latest')).toBeNull();
    expect(satisfies('latest', '*')).toBe(false);
  });
});
