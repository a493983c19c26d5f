import { Card } from '@termlens/shared-ui/components/card';
import { formatCoverage, formatCurrency } from '@termlens/shared-ui/lib/format';
import styles from './apply-page.module.css';

export interface SelectedQuote {
  companyName: string;
  monthlyPremium: number;
  coverageAmount: number;
  termLength: number;
  amBestRating: string;
}

export function SelectedQuoteCard({ quote }: { quote: SelectedQuote }) {
  const annualPremium = quote.monthlyPremium * 12;
  return (
    <Card className={styles.quote} aria-labelledby="selected-quote-title">
      <h2 id="selected-quote-title" className={styles.cardTitle}>
        Selected Quote
      </h2>
      <dl className={styles.quoteGrid}>
        <div>
          <dt>Company</dt>
          <dd>{quote.companyName}</dd>
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
          <dt>Annual Premium</dt>
          <dd>{formatCurrency(annualPremium)}</dd>
        </div>
        <div>
          <dt>Coverage</dt>
          <dd>{formatCoverage(quote.coverageAmount)}</dd>
        </div>
        <div>
          <dt>Term</dt>
          <dd>{quote.termLength} years</dd>
        </div>
      </dl>
    </Card>
  );
}
