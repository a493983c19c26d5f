import { Skeleton } from '@termlens/shared-ui/components/skeleton';
import { LoadError } from '../../lib/load-error';
import { useRole } from '../auth/session-api';
import { AssigneeForm } from './assignee-form';
import { CallingHours } from './calling-hours';
import { DeliveryAttempts } from './delivery-attempts';
import { FollowUpForm } from './follow-up-form';
import { LeadTimeline } from './lead-timeline';
import styles from './pipeline.module.css';
import { useLeadWork } from './pipeline-api';
import { PipelineBadges } from './pipeline-badges';
import { StatusForm } from './status-form';

/**
 * Working the selected lead, below its details: where it stands, who works it, when it may be
 * called, the follow-up email, the timeline with notes, and its delivery to the partner.
 */
export function LeadWorkPanel({ id, onSelect }: { id: number; onSelect: (id: number) => void }) {
  const work = useLeadWork(id);
  const role = useRole();
  if (work.isPending) {
    return (
      <div aria-busy="true" className={styles.panel}>
        <span className="visually-hidden">Loading the lead’s pipeline...</span>
        <Skeleton />
        <Skeleton />
      </div>
    );
  }
  if (work.isError) return <LoadError what="the lead’s pipeline" onRetry={() => work.refetch()} />;
  const lead = work.data;
  return (
    <section className={styles.panel} aria-labelledby="lead-work-heading">
      <h3 id="lead-work-heading" className={styles.heading}>
        Pipeline
      </h3>
      <PipelineBadges lead={lead} />
      {lead.duplicateOfId !== null && (
        <p className={styles.note}>
          Duplicate of{' '}
          <button
            type="button"
            className={styles.linkButton}
            onClick={() => onSelect(lead.duplicateOfId as number)}
          >
            lead #{lead.duplicateOfId}
          </button>
          : not assigned, delivered or counted again.
        </p>
      )}
      {lead.duplicateIds.length > 0 && (
        <p className={styles.note}>
          Repeated later as{' '}
          {lead.duplicateIds.map((dup, i) => (
            <span key={dup}>
              {i > 0 && ', '}
              <button type="button" className={styles.linkButton} onClick={() => onSelect(dup)}>
                lead #{dup}
              </button>
            </span>
          ))}
          .
        </p>
      )}
      <CallingHours timeZone={lead.timeZone} phoneContactConsent={lead.phoneContactConsent} />
      <StatusForm lead={lead} />
      {role === 'admin' && <AssigneeForm lead={lead} />}
      <FollowUpForm lead={lead} />
      <LeadTimeline lead={lead} />
      {role === 'admin' && lead.delivery && <DeliveryAttempts delivery={lead.delivery} />}
    </section>
  );
}
