import type { Quote } from '@termlens/contracts/quotes';
import { Button } from '@termlens/shared-ui/components/button';
import { InsurerMark } from '@termlens/shared-ui/components/insurer-mark';
import { formatCoverage, formatCurrency } from '@termlens/shared-ui/lib/format';
import { Link } from '@termlens/shared-ui/lib/router';
import { applyHref } from '../apply-link';
import { priceRangeClasses, priceRangeText } from '../price-range';
import { FeatureList } from './feature-list';
import styles from './quote-results.module.css';
import { RatingBadge } from './rating-badge';
import { SampleBadge } from './sample-badge';

// data-label names each cell when the row is laid out as a card on phones.
export function QuoteRow({ quote }: { quote: Quote }) {
  return (
    <tr className={styles.row}>
      <th scope="row" className={styles.company}>
        <span className={styles.companyInner}>
          <InsurerMark companyName={quote.companyName} className={styles.avatar} />
          <span data-testid="company-name">{quote.companyName}</span>
        </span>
        <SampleBadge companyName={quote.companyName} />
      </th>
      <td data-label="Rating">
        <RatingBadge rating={quote.amBestRating} />
      </td>
      <td data-label="Monthly" className={styles.money}>
        <strong>{formatCurrency(quote.monthlyPremium)}</strong>
        <span className={styles.detail} data-testid="health-class">
          at {quote.healthClass}
        </span>
      </td>
      <td data-label="Annual" className={styles.money}>
        {formatCurrency(quote.annualPremium)}
      </td>
      <td data-label="Coverage" className={styles.money}>
        {formatCoverage(quote.coverageAmount)}
        <span className={styles.detail} data-testid="term">
          {quote.termLength}-year term
        </span>
      </td>
      <td data-label="Price range" className={styles.money}>
        <span data-testid="price-range">{priceRangeText(quote.priceRange)}</span>
        <span className={styles.detail}>{priceRangeClasses(quote.priceRange)}</span>
      </td>
      <td data-label="Features" className={styles.features}>
        <FeatureList features={quote.features} />
      </td>
      <td className={styles.action}>
        <Button asChild size="sm">
          <Link to={applyHref(quote)} aria-label={`Apply with ${quote.companyName}`}>
            Apply
          </Link>
        </Button>
      </td>
    </tr>
  );
}
