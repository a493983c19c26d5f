// Just enough of semver for the `requiredVersion` ranges a federation manifest writes (`^1.2.3`,
// `~1.2.3`, `1.2.3`, `>=1.2 <2`, `*`, alternatives with `||`). Pre-release tags are ignored.

type Triple = [number, number, number];

/** The version's numbers, or null when it is not a version. */
export function parseVersion(text: string): Triple | null {
  const match = /^v?(\d+)(?:\.(\d+))?(?:\.(\d+))?(?:[-+].*)?$/.exec(text.trim());
  if (!match) return null;
  return [Number(match[1]), Number(match[2] ?? 0), Number(match[3] ?? 0)];
}

const compare = (a: Triple, b: Triple) => a[0] - b[0] || a[1] - b[1] || a[2] - b[2];

/** Whether one comparator (`^1.2.3`, `>=2`, `1.x`) admits the version. */
function admits(version: Triple, comparator: string): boolean {
  if (comparator === '' || comparator === '*' || /^[xX]$/.test(comparator)) return true;
  const match = /^(\^|~|>=|<=|>|<|=)?\s*v?(\d+|[xX*])(?:\.(\d+|[xX*]))?(?:\.(\d+|[xX*]))?/.exec(
    comparator,
  );
  if (!match) return false;
  const [, operator = '', ...parts] = match;
  const given = parts.filter((p) => p !== undefined && !/^[xX*]$/.test(p)).map(Number);
  const base: Triple = [given[0] ?? 0, given[1] ?? 0, given[2] ?? 0];
  const order = compare(version, base);
  switch (operator) {
    case '>=':
      return order >= 0;
    case '>':
      return order > 0;
    case '<=':
      return order <= 0;
    case '<':
      return order < 0;
    case '^': {
      if (order < 0) return false;
      // ^1.2.3: same major; ^0.2.3: same minor; ^0.0.3: that version only.
      if (base[0] > 0 || given.length < 2) return version[0] === base[0];
      if (base[1] > 0 || given.length < 3) return version[0] === 0 && version[1] === base[1];
      return order === 0;
    }
    case '~':
      return order >= 0 && version[0] === base[0] && (given.length < 2 || version[1] === base[1]);
    default:
      // `1.2.3` exactly; `1.2` or `1.x` any version with those numbers.
      return given.every((n, i) => version[i] === n);
  }
}

/** Whether the version satisfies the range. */
export function satisfies(versionText: string, range: string): boolean {
  const version = parseVersion(versionText);
  if (!version) return false;
  return range.split('||').some((alternative) =>
    alternative
      .trim()
      .replace(/(>=|<=|>|<|=|\^|~)\s+/g, '$1')
      .split(/\s+/)
      .every((comparator) => admits(version, comparator)),
  );
}
