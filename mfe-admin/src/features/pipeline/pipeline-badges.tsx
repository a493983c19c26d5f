import type { LeadPipelineFields } from '@termlens/contracts/lead-operations';
import { type LeadStatus, leadStatusLabels } from '@termlens/contracts/lead-pipeline';
import { Badge, type BadgeTone } from '@termlens/shared-ui/components/badge';
import styles from './pipeline.module.css';

export const statusTones: Record<LeadStatus, BadgeTone> = {
  new: 'blue',
  contacted: 'amber',
  quoted: 'amber',
  applied: 'amber',
  won: 'green',
  lost: 'neutral',
};

/** Status, who works the lead (or that nobody does yet), and whether it repeats another. */
export function PipelineBadges({ lead }: { lead: LeadPipelineFields }) {
  return (
    <span className={styles.badges}>
      <Badge tone={statusTones[lead.status]}>{leadStatusLabels[lead.status]}</Badge>
      {lead.duplicateOfId !== null ? (
        <Badge tone="red">Duplicate of #{lead.duplicateOfId}</Badge>
      ) : lead.assignedTo ? (
        <Badge>Agent: {lead.assignedTo}</Badge>
      ) : (
        <Badge tone="red">Unassigned</Badge>
      )}
    </span>
  );
}
