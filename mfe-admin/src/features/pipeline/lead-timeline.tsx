import type { LeadTimelineEntry, LeadWork } from '@termlens/contracts/lead-operations';
import { followUpTemplates, leadStatusLabels } from '@termlens/contracts/lead-pipeline';
import { Button } from '@termlens/shared-ui/components/button';
import { TextAreaField } from '@termlens/shared-ui/components/field';
import { type FormEvent, useState } from 'react';
import { apiMessage } from '../../lib/use-admin-query';
import styles from './pipeline.module.css';
import { useAddNote } from './pipeline-api';

function describe(entry: LeadTimelineEntry): string {
  switch (entry.kind) {
    case 'created':
      return 'Lead arrived';
    case 'assigned':
      return entry.text ? `Assigned to ${entry.text}` : 'Unassigned';
    case 'status': {
      const to = entry.toStatus ? leadStatusLabels[entry.toStatus] : '';
      const from = entry.fromStatus ? leadStatusLabels[entry.fromStatus] : '';
      return `${from} → ${to}${entry.text ? `: ${entry.text}` : ''}`;
    }
    case 'follow-up':
      return `Follow-up email: ${followUpTemplates[entry.text as keyof typeof followUpTemplates] ?? entry.text}`;
    case 'note':
      return entry.text ?? '';
  }
}

const when = (iso: string) =>
  new Date(iso).toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short' });

/** Everything that happened to the lead, oldest first, and a form to add a note. */
export function LeadTimeline({ lead }: { lead: LeadWork }) {
  const addNote = useAddNote();
  const [text, setText] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!text.trim()) return;
    addNote.mutate({ id: lead.id, input: text }, { onSuccess: () => setText('') });
  };
  return (
    <div className={styles.timelineBlock}>
      <h4 className={styles.subheading}>Timeline</h4>
      <ol className={styles.timeline} aria-label="Timeline">
        {lead.timeline.map((entry) => (
          <li key={entry.id} className={entry.kind === 'note' ? styles.noteEntry : styles.entry}>
            <span className={styles.what}>{describe(entry)}</span>
            <span className={styles.meta}>
              {entry.kind === 'note' ? 'Note by ' : ''}
              {entry.actor ?? 'TermLens'}, {when(entry.createdAt)}
            </span>
          </li>
        ))}
      </ol>
      <form className={styles.form} onSubmit={submit} noValidate>
        <TextAreaField
          label="Add a note"
          rows={2}
          maxLength={5000}
          value={text}
          onChange={(e) => setText(e.target.value)}
        />
        <Button
          type="submit"
          size="sm"
          variant="secondary"
          className={styles.start}
          disabled={addNote.isPending || !text.trim()}
        >
          Add note
        </Button>
        {addNote.isError && (
          <p role="alert" className={styles.error}>
            {apiMessage(addNote.error)}
          </p>
        )}
      </form>
    </div>
  );
}
