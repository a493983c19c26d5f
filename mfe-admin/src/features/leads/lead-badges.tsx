import type { AdminLead } from '@termlens/contracts/admin';
import { Badge } from '@termlens/shared-ui/components/badge';
import styles from './lead-badges.module.css';

/** Age, term, smoker and marketing opt-in at a glance. */
export function LeadBadges({ lead }: { lead: AdminLead }) {
  return (
    <span className={styles.badges}>
      {lead.age !== null && <Badge>Age {lead.age}</Badge>}
      {lead.termLength !== null && <Badge tone="blue">{lead.termLength} years</Badge>}
      <Badge tone={lead.smoker ? 'amber' : 'neutral'}>
        {lead.smoker ? 'Smoker' : 'Non-smoker'}
      </Badge>
      {lead.marketingOptIn && <Badge tone="green">Marketing opt-in</Badge>}
    </span>
  );
}
