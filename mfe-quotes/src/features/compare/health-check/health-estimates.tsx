import type { EstimateResponse } from '@termlens/contracts/health-check';
import { estimatedClassName } from '@termlens/contracts/health-check-choices';
import { DataTable } from '@termlens/shared-ui/components/data-table';
import { formatCurrency } from '@termlens/shared-ui/lib/format';
import { type Ref, useId } from 'react';
import { ExcludedCarriers } from '../components/excluded-carriers';
import { priceRangeClasses, priceRangeText } from '../price-range';
import styles from './health-check.module.css';

interface HealthEstimatesProps {
  estimate: EstimateResponse;
  headingLevel: 3 | 4;
  headingRef: Ref<HTMLHeadingElement>;
}

/**
 * Each insurer's most likely class for the answers, its price and why, cheapest first; beside
 * it the best-class price and the range, so the visitor sees what the answers changed. Insurers
 * that would decline are listed apart, unpriced.
 */
export function HealthEstimates({ estimate, headingLevel, headingRef }: HealthEstimatesProps) {
  const Heading = `h${headingLevel}` as const;
  const headingId = useId();
  const { quotes, declined } = estimate;
  return (
    <section className={styles.estimates} aria-labelledby={headingId}>
      <Heading id={headingId} ref={headingRef} tabIndex={-1} className={styles.heading}>
        Your estimated class with each insurer
      </Heading>
      {quotes.length > 0 && (
        <div className={styles.scroller}>
          <DataTable stacked className={styles.table}>
            <caption className="visually-hidden">
              {quotes.length} estimates from sample insurers, cheapest first
            </caption>
            <thead>
              <tr>
                <th scope="col">Company</th>
                <th scope="col">Likely class</th>
                <th scope="col">Estimated monthly</th>
                <th scope="col">Best class and range</th>
                <th scope="col">Why</th>
              </tr>
            </thead>
            <tbody>
              {quotes.map((quote) => (
                <tr key={quote.id} className={styles.row} data-testid="health-estimate">
                  <th scope="row" className={styles.company}>
                    {quote.companyName}
                    <span className={styles.go}>GO</span>
                  </th>
                  <td data-label="Likely class" data-testid="estimated-class">
                    {estimatedClassName(quote.estimate)}
                  </td>
                  <td data-label="Estimated monthly" className={styles.money}>
                    <strong data-testid="estimated-price">
                      {formatCurrency(quote.estimate.monthlyPremium)}
                    </strong>
                  </td>
                  <td data-label="Best class and range" className={styles.money}>
                    <span>
                      {formatCurrency(quote.priceRange.minMonthly)} at{' '}
                      {quote.priceRange.healthClasses[0]}
                    </span>
                    <span className={styles.detail}>
                      {priceRangeText(quote.priceRange)}, {priceRangeClasses(quote.priceRange)}
                    </span>
                  </td>
                  <td data-label="Why" className={styles.reasons}>
                    {quote.estimate.reasons.length === 0 ? (
                      'Your answers meet this insurer’s best class.'
                    ) : (
                      <ul data-testid="estimate-reasons">
                        {quote.estimate.reasons.map((reason) => (
                          <li key={reason}>{reason}.</li>
                        ))}
                      </ul>
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </DataTable>
        </div>
      )}
      {declined.length > 0 && (
        <ExcludedCarriers
          excluded={declined}
          title="NO GO: insurers that would most likely decline these answers"
          headingLevel={headingLevel}
        />
      )}
      <p className={styles.note}>
        An estimate from each sample insurer’s published class criteria, not an offer: the insurer
        sets your class after underwriting.
      </p>
    </section>
  );
}
