import type { UseQueryResult } from '@tanstack/react-query';
import type { QuotesResponse } from '@termlens/contracts/quotes';
import { sampleInsurersNotice } from '@termlens/contracts/sample-insurers';
import { Button } from '@termlens/shared-ui/components/button';
import { DataTable } from '@termlens/shared-ui/components/data-table';
import { Skeleton } from '@termlens/shared-ui/components/skeleton';
import { useId, useState } from 'react';
import type { QuoteFormValues } from '../form-values';
import { assumedNote, quoteSummary } from '../quote-summary';
import { type QuoteSort, sortQuotes } from '../sort-quotes';
import { ExcludedCarriers } from './excluded-carriers';
import styles from './quote-results.module.css';
import { QuoteRow } from './quote-row';

interface QuoteResultsProps {
  query: UseQueryResult<QuotesResponse>;
  searched: QuoteFormValues;
  /** the results' heading level, one below the section's heading */
  headingLevel: 2 | 3;
}

export function QuoteResults({ query, searched, headingLevel }: QuoteResultsProps) {
  const [sort, setSort] = useState<QuoteSort>('price');
  const sortId = useId();
  const Heading = `h${headingLevel}` as const;
  const subLevel = headingLevel === 2 ? 3 : 4;

  if (query.isFetching) {
    return (
      <div className={styles.results} aria-busy="true">
        <p className="visually-hidden" role="status">
          Loading quotes…
        </p>
        {[0, 1, 2].map((row) => (
          <div key={row} className={styles.skeletonRow} data-testid="quote-skeleton">
            <Skeleton width="2.5rem" height="2.5rem" style={{ borderRadius: '50%' }} />
            <Skeleton width="40%" height="1.25rem" />
            <Skeleton width="20%" height="1.25rem" />
          </div>
        ))}
      </div>
    );
  }

  if (query.isError) {
    return (
      <div className={styles.message} role="alert">
        <p className={styles.messageTitle}>We couldn't load quotes right now.</p>
        <p>Please check your connection and try again.</p>
        <Button variant="secondary" onClick={() => query.refetch()}>
          Try again
        </Button>
      </div>
    );
  }

  if (!query.data) return null;
  const { quotes, excluded, profile } = query.data;
  const note = assumedNote(searched, profile);
  const searchedProfile = (
    <>
      <p className={styles.summary} data-testid="quote-summary">
        {quoteSummary(searched, profile)}
      </p>
      {note && (
        <p className={styles.assumedNote} data-testid="assumed-note">
          {note}
        </p>
      )}
    </>
  );

  if (quotes.length === 0) {
    return (
      <div className={styles.message}>
        <div role="status">
          <p className={styles.messageTitle}>No quotes found for your criteria.</p>
          <p>Try adjusting your search parameters or contact us for personalized assistance.</p>
        </div>
        {searchedProfile}
        {excluded.length > 0 && (
          <ExcludedCarriers
            excluded={excluded}
            title="Why no insurer could quote this search"
            headingLevel={headingLevel}
          />
        )}
      </div>
    );
  }

  return (
    <div className={styles.results}>
      <Heading className={styles.heading}>Illustrative quotes from sample insurers</Heading>
      <p className={styles.notice}>{sampleInsurersNotice}</p>
      <div className={styles.toolbar}>
        <div>{searchedProfile}</div>
        <label htmlFor={sortId} className={styles.sortLabel}>
          Sort by
          <select
            id={sortId}
            value={sort}
            onChange={(e) => setSort(e.target.value as QuoteSort)}
            className={styles.sortSelect}
          >
            <option value="price">Lowest price</option>
            <option value="rating">Best rating</option>
          </select>
        </label>
      </div>
      <div className={styles.scroller}>
        <DataTable className={styles.table} stacked>
          <caption className="visually-hidden">
            {quotes.length} illustrative term life quotes from sample insurers, sorted by{' '}
            {sort === 'price' ? 'price' : 'rating'}
          </caption>
          <thead>
            <tr>
              <th scope="col">Company</th>
              <th scope="col">Rating</th>
              <th scope="col">Monthly</th>
              <th scope="col">Annual</th>
              <th scope="col">Coverage</th>
              <th scope="col">Price range</th>
              <th scope="col">Features</th>
              <th scope="col">
                <span className="visually-hidden">Apply</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {sortQuotes(quotes, sort).map((quote) => (
              <QuoteRow key={quote.id} quote={quote} />
            ))}
          </tbody>
        </DataTable>
      </div>
      <p className={styles.rangeNote}>
        Each price assumes the health class shown. The price range is the monthly premium across the
        health classes you could be approved at, from best to worst; the insurer decides your class
        after underwriting.
      </p>
      {excluded.length > 0 && (
        <ExcludedCarriers
          excluded={excluded}
          title="Insurers not shown for this search"
          headingLevel={subLevel}
        />
      )}
    </div>
  );
}
