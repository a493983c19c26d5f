import type { VerifiedQuote } from '@termlens/contracts/quotes';
import { Card } from '@termlens/shared-ui/components/card';
import { InsurerMark } from '@termlens/shared-ui/components/insurer-mark';
import { formatCoverage, formatCurrency } from '@termlens/shared-ui/lib/format';
import styles from './apply-page.module.css';

/** The quote picked on /compare, shown only once the API has confirmed it. */
export function SelectedQuoteCard({ quote }: { quote: VerifiedQuote }) {
  return (
    <Card className={styles.quote} aria-labelledby="selected-quote-title">
      <h2 id="selected-quote-title" className={styles.cardTitle}>
        Selected Quote
      </h2>
      <dl className={styles.quoteGrid}>
        <div>
          <dt>Company</dt>
          <dd className={styles.company}>
            <InsurerMark companyName={quote.companyName} size={32} />
            {quote.companyName}
          </dd>
        </div>
        <div>
          <dt>AM Best Rating</dt>
          <dd>{quote.amBestRating}</dd>
        </div>
        <div>
          <dt>Monthly Premium</dt>
          <dd>{formatCurrency(quote.monthlyPremium)}</dd>
        </div>
        <div>
          <dt>Annual Premium (12 × monthly)</dt>
          <dd>{formatCurrency(quote.monthlyPremium * 12)}</dd>
        </div>
        {quote.annualPremium !== null && (
          <div>
            <dt>If Paid Once a Year</dt>
            <dd>{formatCurrency(quote.annualPremium)}</dd>
          </div>
        )}
        <div>
          <dt>Coverage</dt>
          <dd>{formatCoverage(quote.coverageAmount)}</dd>
        </div>
        <div>
          <dt>Term</dt>
          <dd>{quote.termLength} years</dd>
        </div>
      </dl>
      <p className={styles.muted}>
        From your comparison. Insurers charge less a year to those who pay once a year; the insurer
        sets your final price after underwriting.
      </p>
    </Card>
  );
}
