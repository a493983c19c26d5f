import { hslToHex, stableHash } from '@termlens/contracts/insurer-mark';
import {
  BookOpen,
  Building2,
  Cpu,
  HeartHandshake,
  Landmark,
  type LucideIcon,
  Newspaper,
  Scale,
  ShieldCheck,
  TrendingUp,
  Users,
} from '@termlens/shared-ui/icons';
import { useId } from 'react';

// Each article's cover is drawn from its own data: the category picks the motif and the hue
// family, a hash of the article's key places the shapes and shifts the colours, so no two
// articles share a cover and nothing is downloaded. Decorative: the title is beside it.

const motifs: Record<string, { icon: LucideIcon; hue: number }> = {
  'market-rates': { icon: TrendingUp, hue: 172 },
  'company-news': { icon: Building2, hue: 212 },
  'consumer-trends': { icon: Users, hue: 32 },
  'industry-news': { icon: Landmark, hue: 262 },
  regulation: { icon: Scale, hue: 350 },
  technology: { icon: Cpu, hue: 192 },
  'Term Life Basics': { icon: ShieldCheck, hue: 168 },
  'Insurance Reviews': { icon: BookOpen, hue: 220 },
  'Family Planning': { icon: HeartHandshake, hue: 24 },
};
const fallbackMotif = { icon: Newspaper, hue: 205 };

export const COVER_WIDTH = 640;
export const COVER_HEIGHT = 360;

/** The shapes of one cover, from the article's key: pure, so server and browser draw the same. */
export function coverDesign(key: string, category: string) {
  const motif = motifs[category] ?? fallbackMotif;
  const hash = stableHash(key);
  // Four bytes of the hash, and a second hash for more: each shape gets its own.
  const bits = [hash, stableHash(`${key}#`)].flatMap((h) =>
    [0, 8, 16, 24].map((s) => (h >>> s) & 255),
  );
  const at = (i: number) => (bits[i] ?? 0) / 255;
  const hue = motif.hue + (at(0) - 0.5) * 36;
  return {
    icon: motif.icon,
    from: hslToHex(hue, 0.55, 0.24),
    to: hslToHex(hue + 28, 0.6, 0.38),
    angle: Math.round(at(1) * 90),
    light: hslToHex(hue + 10, 0.7, 0.82),
    accent: hslToHex(hue + 180, 0.75, 0.62),
    rings: [0, 1, 2].map((n) => ({
      n,
      cx: Math.round(at(2 + n * 2) * COVER_WIDTH),
      cy: Math.round(at(3 + n * 2) * COVER_HEIGHT),
      r: 40 + Math.round(at(n + 1) * 110),
    })),
    dot: { cx: 40 + Math.round(at(7) * 560), cy: 30 + Math.round(at(6) * 300) },
    // The motif sits right or left of centre, never under a ring's centre twice in a row.
    iconX: at(5) > 0.5 ? 420 : 100,
  };
}

export function ArticleCover({
  coverKey,
  category,
  className,
}: {
  /** what makes this article's cover its own: the slug of a post, the id and title of news */
  coverKey: string;
  category: string;
  className?: string;
}) {
  const id = useId();
  const d = coverDesign(coverKey, category);
  const Icon = d.icon;
  return (
    <svg
      className={className}
      width={COVER_WIDTH}
      height={COVER_HEIGHT}
      viewBox={`0 0 ${COVER_WIDTH} ${COVER_HEIGHT}`}
      preserveAspectRatio="xMidYMid slice"
      aria-hidden="true"
      focusable="false"
    >
      <defs>
        <linearGradient id={`${id}g`} gradientTransform={`rotate(${d.angle} 0.5 0.5)`}>
          <stop offset="0" stopColor={d.from} />
          <stop offset="1" stopColor={d.to} />
        </linearGradient>
      </defs>
      <rect width={COVER_WIDTH} height={COVER_HEIGHT} fill={`url(#${id}g)`} />
      {d.rings.map(({ n, ...ring }) => (
        <circle
          key={n}
          cx={ring.cx}
          cy={ring.cy}
          r={ring.r}
          fill={n === 0 ? d.light : 'none'}
          fillOpacity={n === 0 ? 0.12 : undefined}
          stroke={d.light}
          strokeOpacity={0.28}
          strokeWidth={n === 2 ? 14 : 3}
        />
      ))}
      <circle cx={d.dot.cx} cy={d.dot.cy} r={10} fill={d.accent} />
      <Icon
        x={d.iconX}
        y={120}
        width={120}
        height={120}
        color={d.light}
        strokeWidth={1.25}
        opacity={0.9}
      />
    </svg>
  );
}
