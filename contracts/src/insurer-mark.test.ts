import { describe, expect, it } from 'vitest';
import { hslToHex, initials, insurerMark, stableHash } from './insurer-mark';

const sampleNames = [
  'Harborline Life',
  'Summit Mutual',
  'Evergreen Assurance',
  'Prairie Oak Insurance',
  'Northgate Life',
  'Cedarbrook Mutual',
  'Meridian Trust Life',
  'Bluewater Assurance',
  'Keystone National Life',
];

/** WCAG relative luminance of #rrggbb */
function luminance(hex: string): number {
  const [r, g, b] = [1, 3, 5].map((i) => {
    const c = Number.parseInt(hex.slice(i, i + 2), 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * (r ?? 0) + 0.7152 * (g ?? 0) + 0.0722 * (b ?? 0);
}

describe('insurerMark', () => {
  it('takes the initials of the first two words', () => {
    expect(initials('Summit Mutual Life')).toBe('SM');
    expect(initials('  keystone   national ')).toBe('KN');
    expect(initials('Solo')).toBe('S');
  });

  it('gives the same name the same mark and different names different colours', () => {
    expect(insurerMark('Summit Mutual')).toEqual(insurerMark('Summit Mutual'));
    const colours = new Set(sampleNames.map((name) => insurerMark(name).background));
    expect(colours.size).toBe(sampleNames.length);
  });

  it('keeps white initials readable on every background', () => {
    for (let hue = 0; hue < 360; hue += 5) {
      const contrast = 1.05 / (luminance(hslToHex(hue, 0.55, 0.3)) + 0.05);
      expect(contrast).toBeGreaterThan(4.5);
    }
  });

  it('converts HSL to hex and hashes text stably', () => {
    expect(hslToHex(0, 1, 0.5)).toBe('#ff0000');
    expect(hslToHex(120, 1, 0.25)).toBe('#008000');
    expect(hslToHex(0, 0, 1)).toBe('#ffffff');
    expect(stableHash('')).toBe(0x811c9dc5);
    expect(stableHash('a')).toBe(0xe40c292c);
  });
});
