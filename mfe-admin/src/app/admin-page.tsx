import { Button } from '@termlens/shared-ui/components/button';
import { useAdminSession } from '../features/auth/session-api';
import { SignInForm } from '../features/auth/sign-in-form';
import { apiMessage } from '../lib/use-admin-query';
import styles from './admin-page.module.css';
import { Dashboard } from './dashboard';

/** /admin: the sign-in form until the server confirms a session, then the dashboard. */
export function AdminPage() {
  const session = useAdminSession();
  if (session.isPending) {
    return (
      <section className={`container ${styles.page}`} aria-busy="true">
        <h1>Lead Dashboard</h1>
        <p>Loading...</p>
      </section>
    );
  }
  if (session.isError) {
    return (
      <section className={`container ${styles.page}`}>
        <h1>Lead Dashboard</h1>
        <div role="alert">
          <p>{apiMessage(session.error)}</p>
          <Button variant="secondary" onClick={() => session.refetch()}>
            Retry
          </Button>
        </div>
      </section>
    );
  }
  return session.data ? <Dashboard identity={session.data} /> : <SignInForm />;
}
