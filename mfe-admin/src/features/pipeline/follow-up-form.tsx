import type { LeadWork } from '@termlens/contracts/lead-operations';
import {
  type FollowUpTemplate,
  followUpTemplateIds,
  followUpTemplates,
} from '@termlens/contracts/lead-pipeline';
import { Button } from '@termlens/shared-ui/components/button';
import { SelectField } from '@termlens/shared-ui/components/field';
import { type FormEvent, useState } from 'react';
import { apiMessage } from '../../lib/use-admin-query';
import styles from './pipeline.module.css';
import { useSendFollowUp } from './pipeline-api';

const options = followUpTemplateIds.map((id) => ({ value: id, label: followUpTemplates[id] }));

/** A templated follow-up through the site's outbox: with consent only, at most once a day. */
export function FollowUpForm({ lead }: { lead: LeadWork }) {
  const send = useSendFollowUp();
  const [template, setTemplate] = useState<FollowUpTemplate>('check-in');
  const why = !lead.mayEmail
    ? 'No follow-up email: this lead agreed to neither marketing nor contact.'
    : lead.followUpSentToday
      ? 'A follow-up went out today; the next one can go tomorrow.'
      : null;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    send.mutate({ id: lead.id, input: template });
  };
  return (
    <form className={styles.form} onSubmit={submit} noValidate>
      <div className={styles.row}>
        <SelectField
          className={styles.grow}
          label="Follow-up email"
          options={options}
          value={template}
          disabled={why !== null}
          onChange={(e) => setTemplate(e.target.value as FollowUpTemplate)}
        />
        <Button
          type="submit"
          size="sm"
          variant="secondary"
          disabled={why !== null || send.isPending}
        >
          Send follow-up
        </Button>
      </div>
      {why && <p className={styles.note}>{why}</p>}
      {send.isSuccess && !send.isPending && (
        <p role="status" className={styles.note}>
          Queued in the outbox.
        </p>
      )}
      {send.isError && (
        <p role="alert" className={styles.error}>
          {apiMessage(send.error)}
        </p>
      )}
    </form>
  );
}
