import { Button } from '@termlens/shared-ui/components/button';
import { Card } from '@termlens/shared-ui/components/card';
import { TextField } from '@termlens/shared-ui/components/field';
import { ApiError } from '@termlens/shared-ui/lib/api-client';
import { type FormEvent, useRef, useState } from 'react';
import { apiMessage } from '../../lib/use-admin-query';
import { useSignIn } from './session-api';
import styles from './sign-in-form.module.css';

/** Username and password; a failure says why and clears the password, never the username. */
export function SignInForm() {
  const signIn = useSignIn();
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState('');
  const passwordRef = useRef<HTMLInputElement>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setError('');
    signIn.mutate(
      { username, password },
      {
        onError: (err) => {
          setPassword('');
          setError(
            err instanceof ApiError && err.status === 401 ? 'Invalid password' : apiMessage(err),
          );
          passwordRef.current?.focus();
        },
      },
    );
  };

  return (
    <section className={`container ${styles.page}`}>
      <Card className={styles.card}>
        <h1 className={styles.title}>Lead Dashboard</h1>
        <p className={styles.lead}>Sign in to view leads and privacy requests.</p>
        <form onSubmit={submit} className={styles.form} noValidate>
          <TextField
            label="Username"
            name="username"
            autoComplete="username"
            required
            value={username}
            onChange={(e) => setUsername(e.target.value)}
          />
          <TextField
            ref={passwordRef}
            label="Password"
            name="password"
            type="password"
            autoComplete="current-password"
            required
            value={password}
            onChange={(e) => setPassword(e.target.value)}
          />
          {error && (
            <p role="alert" className={styles.error}>
              {error}
            </p>
          )}
          <Button type="submit" block disabled={signIn.isPending || !username || !password}>
            {signIn.isPending ? 'Signing in...' : 'Sign in'}
          </Button>
        </form>
      </Card>
    </section>
  );
}
