import { type InsurerMarkShape, insurerMark } from '@termlens/contracts/insurer-mark';

const outlines: Record<InsurerMarkShape, string> = {
  circle: 'M20 0a20 20 0 1 1 0 40a20 20 0 1 1 0-40Z',
  rounded:
    'M10 0h20a10 10 0 0 1 10 10v20a10 10 0 0 1-10 10H10A10 10 0 0 1 0 30V10A10 10 0 0 1 10 0Z',
  shield: 'M20 0l18 6v13c0 10.5-7.6 18.2-18 21C9.6 37.2 2 29.5 2 19V6Z',
};

/** The mark as an SVG document: the shape, a band across its foot, the initials. */
export function insurerMarkSvg(companyName: string): string {
  const mark = insurerMark(companyName);
  const outline = outlines[mark.shape];
  const fontSize = mark.initials.length > 1 ? 15 : 18;
  return [
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 40 40">',
    `<clipPath id="s"><path d="${outline}"/></clipPath>`,
    `<path d="${outline}" fill="${mark.background}"/>`,
    `<rect y="31" width="40" height="9" fill="${mark.accent}" clip-path="url(#s)"/>`,
    `<text x="20" y="24" text-anchor="middle" fill="${mark.foreground}" font-family="Arial,Helvetica,sans-serif" font-size="${fontSize}" font-weight="700">${mark.initials.replace(/[<&]/g, '')}</text>`,
    '</svg>',
  ].join('');
}

/**
 * A sample insurer's monogram, drawn from its name. An image with empty alt text: the name is
 * always written beside it, and the initials stay out of the text around it.
 */
export function InsurerMark({
  companyName,
  size = 40,
  className,
}: {
  companyName: string;
  size?: number;
  className?: string;
}) {
  return (
    <img
      className={className}
      src={`data:image/svg+xml,${encodeURIComponent(insurerMarkSvg(companyName))}`}
      width={size}
      height={size}
      alt=""
      decoding="async"
    />
  );
}
