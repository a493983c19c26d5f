import { coverageChoices } from '@termlens/contracts/quote-choices';
import { Card } from '@termlens/shared-ui/components/card';
import { Link, useSearchParams } from '@termlens/shared-ui/lib/router';
import { emptyQuoteForm } from '../form-values';
import { useQuoteSearch } from '../hooks/use-quote-search';
import { QuoteForm } from './quote-form';
import { QuoteResults } from './quote-results';
import styles from './quote-tool.module.css';

/** ?coverage= from the calculator preselects coverage when it is one of the form's choices. */
function coverageFromUrl(params: URLSearchParams): string {
  const value = params.get('coverage') ?? '';
  return (coverageChoices as readonly number[]).includes(Number(value)) ? value : '';
}

/** The quote form and its results, shared by the home section and /compare. */
export function QuoteTool({ headingLevel }: { headingLevel: 2 | 3 }) {
  const [params] = useSearchParams();
  const { searched, query, submit } = useQuoteSearch();

  return (
    <div className={styles.tool}>
      <Card className={styles.formCard}>
        <QuoteForm
          initialValues={{ ...emptyQuoteForm, coverage: coverageFromUrl(params) }}
          busy={query.isFetching}
          onSubmit={submit}
        />
      </Card>
      {searched && <QuoteResults query={query} searched={searched} headingLevel={headingLevel} />}
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
