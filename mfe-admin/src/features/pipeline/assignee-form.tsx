import type { LeadWork } from '@termlens/contracts/lead-operations';
import { Button } from '@termlens/shared-ui/components/button';
import { SelectField } from '@termlens/shared-ui/components/field';
import { type FormEvent, useState } from 'react';
import { apiMessage } from '../../lib/use-admin-query';
import { useUsers } from '../agents/agents-api';
import styles from './pipeline.module.css';
import { useReassign } from './pipeline-api';

const NOBODY = '';

/** An admin hands the lead to an active agent licensed in its state, or to nobody. */
export function AssigneeForm({ lead }: { lead: LeadWork }) {
  const users = useUsers();
  const reassign = useReassign();
  const current = users.data?.find((u) => u.username === lead.assignedTo);
  const [choice, setChoice] = useState<string | undefined>();
  const selected = choice ?? (current ? String(current.id) : NOBODY);
  const agents = (users.data ?? []).filter(
    (u) =>
      u.role === 'agent' &&
      u.isActive &&
      (u.id === current?.id ||
        (lead.state !== null && u.licensedStates.some((s) => s === lead.state))),
  );
  const submit = (event: FormEvent) => {
    event.preventDefault();
    reassign.mutate(
      { id: lead.id, input: selected === NOBODY ? null : Number(selected) },
      { onSuccess: () => setChoice(undefined) },
    );
  };
  return (
    <form className={styles.form} onSubmit={submit} noValidate>
      <div className={styles.row}>
        <SelectField
          className={styles.grow}
          label="Assigned agent"
          hint={lead.state ? `Agents licensed in ${lead.state}` : 'No state from the ZIP code'}
          placeholder="Nobody (unassigned)"
          options={agents.map((a) => ({ value: String(a.id), label: a.username }))}
          value={selected}
          disabled={users.isPending}
          onChange={(e) => setChoice(e.target.value)}
        />
        <Button
          type="submit"
          size="sm"
          variant="secondary"
          disabled={reassign.isPending || choice === undefined}
        >
          Reassign
        </Button>
      </div>
      {reassign.isError && (
        <p role="alert" className={styles.error}>
          {apiMessage(reassign.error)}
        </p>
      )}
    </form>
  );
}
