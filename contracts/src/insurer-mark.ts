// Each sample insurer's mark: its initials on a shape and in colours derived from its name. The
// results, the apply card, the admin and the emails all draw it from this one description, so an
// insurer looks the same everywhere. Being made of initials and a plain shape, it cannot pass
// for a real company's logo.

export type InsurerMarkShape = 'circle' | 'rounded' | 'shield';

export interface InsurerMark {
  /** first letter of each word, at most 2 */
  initials: string;
  shape: InsurerMarkShape;
  /** fill of the shape, dark enough for white initials (contrast above 4.5:1) */
  background: string;
  /** colour of the band across the shape's foot */
  accent: string;
  foreground: '#ffffff';
}

/** First letter of each word, at most 2, upper case: 'Summit Mutual Life' -> 'SM' */
export function initials(name: string): string {
  return name
    .split(/\s+/)
    .filter(Boolean)
    .map((word) => word[0])
    .join('')
    .slice(0, 2)
    .toUpperCase();
}

/** 32-bit FNV-1a: the same name gives the same mark on every side and in every release. */
export function stableHash(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

/** #rrggbb from hue (degrees), saturation and lightness (0-1); email clients read hex best. */
export function hslToHex(hue: number, saturation: number, lightness: number): string {
  const a = saturation * Math.min(lightness, 1 - lightness);
  const channel = (n: number) => {
    const k = (n + hue / 30) % 12;
    const value = lightness - a * Math.max(-1, Math.min(k - 3, 9 - k, 1));
    return Math.round(value * 255)
      .toString(16)
      .padStart(2, '0');
  };
  return `#${channel(0)}${channel(8)}${channel(4)}`;
}

const shapes: readonly InsurerMarkShape[] = ['circle', 'rounded', 'shield'];
/** how far round the colour wheel the band sits from the shape's own hue */
const accentTurns = [40, 150, 200] as const;

export function insurerMark(companyName: string): InsurerMark {
  const hash = stableHash(companyName);
  const hue = hash % 360;
  return {
    initials: initials(companyName),
    shape: shapes[(hash >>> 9) % shapes.length] ?? 'circle',
    // Lightness 30 % keeps white text above 4.5:1 at every hue.
    background: hslToHex(hue, 0.55, 0.3),
    accent: hslToHex(
      (hue + (accentTurns[(hash >>> 16) % accentTurns.length] ?? 40)) % 360,
      0.75,
      0.62,
    ),
    foreground: '#ffffff',
  };
}
