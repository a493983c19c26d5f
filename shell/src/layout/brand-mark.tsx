import { Link } from '@termlens/shared-ui/lib/router';

export function BrandMark() {
  return (
    <svg width="32" height="32" viewBox="0 0 32 32" aria-hidden="true">
      <rect width="32" height="32" rx="8" fill="#0b2545" />
      <circle cx="14" cy="14" r="7" fill="none" stroke="#d8f3ef" strokeWidth="3" />
      <path d="M19 19l6 6" stroke="#f2a541" strokeWidth="3.5" strokeLinecap="round" />
    </svg>
  );
}

/** The mark and the name, linking home: the first thing in every header. */
export function BrandLink({ className }: { className?: string }) {
  return (
    <Link to="/" className={className} aria-label="TermLens home">
      <BrandMark />
      <span>TermLens</span>
    </Link>
  );
}
