import type { UsState } from '@termlens/contracts/us-states';
import { Button } from '@termlens/shared-ui/components/button';
import { TextField } from '@termlens/shared-ui/components/field';
import { ApiError } from '@termlens/shared-ui/lib/api-client';
import { toast } from '@termlens/shared-ui/stores/toast-store';
import { type FormEvent, useState } from 'react';
import list from '../../lib/admin-list.module.css';
import { apiMessage } from '../../lib/use-admin-query';
import styles from './agents.module.css';
import { useCreateUser } from './agents-api';
import { LicensedStatesField } from './licensed-states-field';

/** A new agent: username, first password (the sign-in's rules), the states they may sell in. */
export function NewAgentForm() {
  const create = useCreateUser();
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [states, setStates] = useState<UsState[]>([]);
  const fields = create.error instanceof ApiError ? create.error.fields : {};
  const submit = (event: FormEvent) => {
    event.preventDefault();
    create.mutate(
      { username, password, role: 'agent', licensedStates: states },
      {
        onSuccess: () => {
          toast({ title: `Agent ${username} created`, variant: 'success' });
          setUsername('');
          setPassword('');
          setStates([]);
        },
      },
    );
  };
  return (
    <form className={styles.form} onSubmit={submit} noValidate aria-labelledby="new-agent-heading">
      <h2 id="new-agent-heading" className={list.heading}>
        New agent
      </h2>
      <div className={styles.row}>
        <TextField
          className={styles.grow}
          label="Username"
          autoComplete="off"
          value={username}
          error={fields.username}
          onChange={(e) => setUsername(e.target.value)}
        />
        <TextField
          className={styles.grow}
          label="Password"
          type="password"
          autoComplete="new-password"
          hint="At least 12 characters"
          value={password}
          error={fields.password}
          onChange={(e) => setPassword(e.target.value)}
        />
      </div>
      <LicensedStatesField legend="Licensed in" value={states} onChange={setStates} />
      {create.isError && Object.keys(fields).length === 0 && (
        <p role="alert" className={list.error}>
          {apiMessage(create.error)}
        </p>
      )}
      <Button type="submit" className={styles.start} disabled={create.isPending}>
        Create agent
      </Button>
    </form>
  );
}
