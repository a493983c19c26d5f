import type { LeadWork } from '@termlens/contracts/lead-operations';
import { type LeadStatus, leadStatuses, leadStatusLabels } from '@termlens/contracts/lead-pipeline';
import { Button } from '@termlens/shared-ui/components/button';
import { SelectField, TextField } from '@termlens/shared-ui/components/field';
import { type FormEvent, useState } from 'react';
import { apiMessage } from '../../lib/use-admin-query';
import styles from './pipeline.module.css';
import { useChangeStatus } from './pipeline-api';

const options = leadStatuses.map((s) => ({ value: s, label: leadStatusLabels[s] }));

/** Moves the lead to another status; lost asks why. */
export function StatusForm({ lead }: { lead: LeadWork }) {
  const change = useChangeStatus();
  const [status, setStatus] = useState<LeadStatus>(lead.status);
  const [lostReason, setLostReason] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    change.mutate(
      { id: lead.id, input: status === 'lost' ? { status, lostReason } : { status } },
      { onSuccess: () => setLostReason('') },
    );
  };
  return (
    <form className={styles.form} onSubmit={submit} noValidate>
      <div className={styles.row}>
        <SelectField
          className={styles.grow}
          label="Pipeline status"
          options={options}
          value={status}
          onChange={(e) => setStatus(e.target.value as LeadStatus)}
        />
        <Button type="submit" size="sm" disabled={change.isPending || status === lead.status}>
          Update status
        </Button>
      </div>
      {status === 'lost' && status !== lead.status && (
        <TextField
          label="Why was it lost?"
          value={lostReason}
          maxLength={500}
          onChange={(e) => setLostReason(e.target.value)}
        />
      )}
      {lead.status === 'lost' && lead.lostReason && (
        <p className={styles.note}>Lost: {lead.lostReason}</p>
      )}
      {change.isError && (
        <p role="alert" className={styles.error}>
          {apiMessage(change.error)}
        </p>
      )}
    </form>
  );
}
