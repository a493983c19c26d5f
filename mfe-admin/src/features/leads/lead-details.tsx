import { Button } from '@termlens/shared-ui/components/button';
import { InsurerMark } from '@termlens/shared-ui/components/insurer-mark';
import { Skeleton } from '@termlens/shared-ui/components/skeleton';
import { formatCoverage, formatCurrency, formatDate } from '@termlens/shared-ui/lib/format';
import { mailtoHref } from '@termlens/shared-ui/lib/mailto';
import { type ReactNode, useEffect, useRef } from 'react';
import { LoadError } from '../../lib/load-error';
import { LeadBadges } from './lead-badges';
import styles from './lead-details.module.css';
import { useLeadDetails } from './leads-api';

const FOLLOW_UP_SUBJECT = 'Follow up on your life insurance quote';

const Row = ({ term, children }: { term: string; children: ReactNode }) => (
  <>
    <dt>{term}</dt>
    <dd>{children ?? '—'}</dd>
  </>
);

/** One lead in full, with the consent evidence recorded when it was submitted. */
export function LeadDetails({ id }: { id: number }) {
  const { data: lead, isPending, isError, refetch } = useLeadDetails(id);
  const headingRef = useRef<HTMLHeadingElement>(null);

  // Moves focus to the details when they arrive: below the list on a phone, they would be
  // off screen otherwise.
  useEffect(() => {
    if (lead) headingRef.current?.focus();
  }, [lead]);

  if (isPending) {
    return (
      <div aria-busy="true" className={styles.loading}>
        <span className="visually-hidden">Loading lead details...</span>
        <Skeleton height="1.5rem" width="60%" />
        <Skeleton />
        <Skeleton />
      </div>
    );
  }
  if (isError) {
    return <LoadError what="lead details" onRetry={() => refetch()} />;
  }
  const mailto = mailtoHref(lead.email, FOLLOW_UP_SUBJECT);
  return (
    <article className={styles.details} aria-labelledby="lead-details-heading">
      <div className={styles.header}>
        <h2 id="lead-details-heading" ref={headingRef} tabIndex={-1} className={styles.name}>
          {lead.firstName} {lead.lastName}
        </h2>
        <Button asChild size="sm" variant="accent">
          <a href={mailto}>Send Email</a>
        </Button>
      </div>
      <LeadBadges lead={lead} />
      <dl className={styles.fields}>
        <Row term="Email">{lead.email}</Row>
        <Row term="Phone">{lead.phone}</Row>
        <Row term="ZIP code">{lead.zipCode}</Row>
        <Row term="Date of birth">{lead.dateOfBirth}</Row>
        <Row term="Coverage">
          {lead.coverageAmount !== null ? formatCoverage(lead.coverageAmount) : null}
        </Row>
        <Row term="Term">{lead.termLength !== null ? `${lead.termLength} years` : null}</Row>
        <Row term="Selected quote">
          {lead.selectedQuote && (
            <span className={styles.quote}>
              <InsurerMark companyName={lead.selectedQuote.companyName} size={24} />
              {`${lead.selectedQuote.companyName} (AM Best ${lead.selectedQuote.amBestRating}): ${formatCurrency(lead.selectedQuote.monthlyPremium)} a month for ${formatCoverage(lead.selectedQuote.coverageAmount)} over ${lead.selectedQuote.termLength} years`}
            </span>
          )}
        </Row>
        <Row term="Primary concern">{lead.primaryConcern}</Row>
        <Row term="Submitted">{formatDate(lead.createdAt)}</Row>
        <Row term="Source">
          {[lead.utm_source, lead.utm_medium, lead.utm_campaign].filter(Boolean).join(' / ') ||
            null}
        </Row>
      </dl>
      <h3 className={styles.subheading}>Consent evidence</h3>
      {lead.consents.length === 0 ? (
        <p className={styles.muted}>No consent records for this lead.</p>
      ) : (
        <ul className={styles.consents}>
          {lead.consents.map((consent) => (
            <li key={`${consent.kind}-${consent.createdAt}`} className={styles.consent}>
              <strong>
                {consent.kind}: {consent.granted ? 'given' : 'refused'}
              </strong>
              <q>{consent.text}</q>
              <span className={styles.muted}>
                Version {consent.version}, {new Date(consent.createdAt).toLocaleString('en-US')}
                {consent.ip ? `, from ${consent.ip}` : ''}
                {consent.pageUrl ? ` on ${consent.pageUrl}` : ''}
              </span>
              {consent.userAgent && <span className={styles.muted}>{consent.userAgent}</span>}
            </li>
          ))}
        </ul>
      )}
    </article>
  );
}
