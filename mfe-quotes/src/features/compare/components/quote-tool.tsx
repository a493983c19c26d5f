import { ageChoices, coverageChoices } from '@termlens/contracts/quote-choices';
import { Card } from '@termlens/shared-ui/components/card';
import { Link, useSearchParams } from '@termlens/shared-ui/lib/router';
import { emptyQuoteForm, type QuoteFormValues } from '../form-values';
import { HealthCheck } from '../health-check/health-check';
import { useQuoteSearch } from '../hooks/use-quote-search';
import { QuoteForm } from './quote-form';
import { QuoteResults } from './quote-results';
import styles from './quote-tool.module.css';

/** ?age= and ?coverage= from the calculator preselect the form when they are among its choices. */
function valuesFromUrl(params: URLSearchParams): QuoteFormValues {
  const choice = (name: string, choices: readonly number[]) => {
    const value = params.get(name) ?? '';
    return choices.includes(Number(value)) ? value : '';
  };
  return {
    ...emptyQuoteForm,
    age: choice('age', ageChoices),
    coverage: choice('coverage', coverageChoices),
  };
}

/**
 * The quote form and its results, shared by the home section and /compare. A visitor sent with a
 * profile sees its quotes at once: they came for them, not for the form.
 */
export function QuoteTool({ headingLevel }: { headingLevel: 2 | 3 }) {
  const [params] = useSearchParams();
  const initialValues = valuesFromUrl(params);
  const handedOver = initialValues.age !== '' || initialValues.coverage !== '';
  const { searched, query, submit } = useQuoteSearch(handedOver ? initialValues : null);

  return (
    <div className={styles.tool}>
      <Card className={styles.formCard}>
        <QuoteForm initialValues={initialValues} busy={query.isFetching} onSubmit={submit} />
      </Card>
      {searched && <QuoteResults query={query} searched={searched} headingLevel={headingLevel} />}
      {/* Kept mounted while a new search loads, so the visitor's answers carry over to it. */}
      {searched && !query.isError && query.data?.quotes.length !== 0 && (
        <HealthCheck searched={searched} headingLevel={headingLevel} />
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
