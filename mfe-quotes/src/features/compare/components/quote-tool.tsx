import { Card } from '@termlens/shared-ui/components/card';
import { Link, useSearchParams } from '@termlens/shared-ui/lib/router';
import { lazy, Suspense } from 'react';
import { emptyQuoteForm } from '../form-values';
import { useQuoteSearch, useQuoteSearchInUrl } from '../hooks/use-quote-search';
import { searchFromParams } from '../search-params';
import { QuoteForm } from './quote-form';
import { QuoteResults } from './quote-results';
import styles from './quote-tool.module.css';

// The health check comes with its own code, once results are shown: the search form and the
// results arrive without it.
const HealthCheck = lazy(() =>
  import('../health-check/health-check').then((m) => ({ default: m.HealthCheck })),
);

/** The home section's search: kept in the page, searched at once when the URL names one. */
function useSectionSearch() {
  const [params] = useSearchParams();
  return useQuoteSearch(searchFromParams(params));
}

/**
 * The quote form and its results, shared by the home section and /compare. A visitor sent with a
 * profile (the calculator's link, a shared /compare URL) sees its quotes at once: they came for
 * them, not for the form. On /compare the search lives in the URL.
 */
export function QuoteTool({
  headingLevel,
  searchInUrl = false,
}: {
  headingLevel: 2 | 3;
  searchInUrl?: boolean;
}) {
  // One of the two, for the component's whole life: the page decides.
  const { searched, query, submit } = (searchInUrl ? useQuoteSearchInUrl : useSectionSearch)();
  const initialValues = searched ?? emptyQuoteForm;

  return (
    <div className={styles.tool}>
      <Card className={styles.formCard}>
        <QuoteForm initialValues={initialValues} busy={query.isFetching} onSubmit={submit} />
      </Card>
      {searched && <QuoteResults query={query} searched={searched} headingLevel={headingLevel} />}
      {/* Kept mounted while a new search loads, so the visitor's answers carry over to it. */}
      {searched && !query.isError && query.data?.quotes.length !== 0 && (
        <Suspense fallback={null}>
          <HealthCheck searched={searched} headingLevel={headingLevel} />
        </Suspense>
      )}
      <div className={styles.footer}>
        <Link to="/contact" className={styles.expert}>
          Speak with an expert
        </Link>
        <p className={styles.disclaimer}>
          Rates shown are illustrative estimates. The insurer sets your final price after
          underwriting.
        </p>
      </div>
    </div>
  );
}
