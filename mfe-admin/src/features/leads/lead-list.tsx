import type { AdminLead } from '@termlens/contracts/admin';
import { formatCoverage, formatDate } from '@termlens/shared-ui/lib/format';
import { PipelineBadges } from '../pipeline/pipeline-badges';
import { LeadBadges } from './lead-badges';
import styles from './lead-list.module.css';

interface LeadListProps {
  leads: AdminLead[];
  selectedId: number | null;
  onSelect: (id: number) => void;
}

/** One button per lead, newest first; the selected one is marked for assistive technology. */
export function LeadList({ leads, selectedId, onSelect }: LeadListProps) {
  if (leads.length === 0) return <p className={styles.empty}>No leads found.</p>;
  return (
    <ul className={styles.list}>
      {leads.map((lead) => (
        <li key={lead.id}>
          <button
            type="button"
            className={styles.item}
            aria-current={lead.id === selectedId ? 'true' : undefined}
            onClick={() => onSelect(lead.id)}
          >
            <span className={styles.top}>
              <span className={styles.name}>
                {lead.firstName} {lead.lastName}
              </span>
              <span className={styles.date}>{formatDate(lead.createdAt)}</span>
            </span>
            <span className={styles.email}>{lead.email}</span>
            <span className={styles.meta}>
              {lead.coverageAmount !== null && <span>{formatCoverage(lead.coverageAmount)}</span>}
              <LeadBadges lead={lead} />
              <PipelineBadges lead={lead} />
            </span>
          </button>
        </li>
      ))}
    </ul>
  );
}
