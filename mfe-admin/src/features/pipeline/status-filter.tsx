import { type LeadStatus, leadStatuses, leadStatusLabels } from '@termlens/contracts/lead-pipeline';
import { SelectField } from '@termlens/shared-ui/components/field';
import styles from './pipeline.module.css';

const options = leadStatuses.map((s) => ({ value: s, label: leadStatusLabels[s] }));

/** Narrows the lead list (and its CSV) to one status; empty shows them all. */
export function StatusFilter({
  value,
  onChange,
}: {
  value: LeadStatus | '';
  onChange: (status: LeadStatus | '') => void;
}) {
  return (
    <SelectField
      className={styles.filter}
      label="Status"
      placeholder="All statuses"
      options={options}
      value={value}
      onChange={(e) => onChange(e.target.value as LeadStatus | '')}
    />
  );
}
