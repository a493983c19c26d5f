import type { PageQueries } from '@termlens/shared-ui/lib/page-queries';
import { quotesQuery } from '../features/compare/hooks/use-quote-search';
import { searchFromParams } from '../features/compare/search-params';

export { ComparePage as default } from '../features/compare/components/compare-page';

/** A /compare URL that names a search arrives with its quotes. */
export const pageQueries: PageQueries = ({ search }) => {
  const values = searchFromParams(search);
  return values ? [quotesQuery(values)] : [];
};
