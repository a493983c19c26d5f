import type { SitePage } from '@termlens/contracts/site-pages';
import { usePageMeta } from '@termlens/shared-ui/lib/use-page-meta';

/** Sets a page's metadata as its remote published it. Detail pages set their own from their data. */
export function PageMetaFor({ page }: { page: SitePage }) {
  if (page.group === 'detail') return null;
  return <StaticPageMeta page={page} />;
}

function StaticPageMeta({ page }: { page: SitePage }) {
  usePageMeta(page);
  return null;
}
