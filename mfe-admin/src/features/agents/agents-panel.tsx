import type { AdminUser } from '@termlens/contracts/lead-operations';
import type { UsState } from '@termlens/contracts/us-states';
import { Badge } from '@termlens/shared-ui/components/badge';
import { Button } from '@termlens/shared-ui/components/button';
import { useState } from 'react';
import list from '../../lib/admin-list.module.css';
import { LoadError } from '../../lib/load-error';
import { apiMessage } from '../../lib/use-admin-query';
import styles from './agents.module.css';
import { useChangeUser, useUsers } from './agents-api';
import { LicensedStatesField } from './licensed-states-field';
import { NewAgentForm } from './new-agent-form';

/** Admins and agents: who sells where, their open leads, and the switch that deactivates them. */
export function AgentsPanel() {
  const users = useUsers();
  return (
    <div className={list.panel}>
      <NewAgentForm />
      <section aria-labelledby="users-heading" className={list.panel}>
        <h2 id="users-heading" className={list.heading}>
          Users
        </h2>
        {users.isPending ? (
          <p aria-busy="true">Loading users...</p>
        ) : users.isError ? (
          <LoadError what="users" onRetry={() => users.refetch()} />
        ) : (
          <ul className={list.list}>
            {users.data.map((user) => (
              <UserItem key={user.id} user={user} />
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}

function UserItem({ user }: { user: AdminUser }) {
  const change = useChangeUser();
  const [editing, setEditing] = useState<UsState[] | null>(null);
  return (
    <li className={list.item}>
      <div className={list.top}>
        <strong>{user.username}</strong>
        <span className={styles.badges}>
          <Badge tone={user.role === 'admin' ? 'blue' : 'neutral'}>{user.role}</Badge>
          {!user.isActive && <Badge tone="red">Deactivated</Badge>}
        </span>
      </div>
      {user.role === 'agent' && (
        <p className={list.muted}>
          Licensed in {user.licensedStates.join(', ') || 'no state yet'} · {user.openLeads} open
          lead{user.openLeads === 1 ? '' : 's'}
        </p>
      )}
      {editing && (
        <LicensedStatesField
          legend={`States for ${user.username}`}
          value={editing}
          onChange={setEditing}
        />
      )}
      {change.isError && (
        <p role="alert" className={list.error}>
          {apiMessage(change.error)}
        </p>
      )}
      {user.role === 'agent' && (
        <div className={styles.actions}>
          {editing ? (
            <Button
              size="sm"
              disabled={change.isPending}
              onClick={() =>
                change.mutate(
                  { id: user.id, body: { licensedStates: editing } },
                  { onSuccess: () => setEditing(null) },
                )
              }
            >
              Save states
            </Button>
          ) : (
            <Button size="sm" variant="secondary" onClick={() => setEditing(user.licensedStates)}>
              Edit states
            </Button>
          )}
          <Button
            size="sm"
            variant={user.isActive ? 'destructive' : 'secondary'}
            disabled={change.isPending}
            onClick={() => change.mutate({ id: user.id, body: { isActive: !user.isActive } })}
          >
            {user.isActive ? 'Deactivate' : 'Reactivate'}
          </Button>
        </div>
      )}
    </li>
  );
}
