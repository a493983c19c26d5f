import type { PageQueries } from '@termlens/shared-ui/lib/page-queries';
import { ApplyPage } from '../features/apply/apply-page';
import { quoteCheckQuery } from '../features/apply/use-quote-check';

export default ApplyPage;

/** A link that names a quote arrives with the API's check of it. */
export const pageQueries: PageQueries = ({ search }) =>
  search.get('company') ? [quoteCheckQuery(search)] : [];
