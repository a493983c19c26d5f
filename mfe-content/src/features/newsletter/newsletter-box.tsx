import { useMutation } from '@tanstack/react-query';
import { INVALID_EMAIL_MESSAGE, isValidEmail } from '@termlens/contracts/email-rule';
import { Button } from '@termlens/shared-ui/components/button';
import { TextField } from '@termlens/shared-ui/components/field';
import { readUtm } from '@termlens/shared-ui/lib/utm';
import { toast } from '@termlens/shared-ui/stores/toast-store';
import { type FormEvent, useState } from 'react';
import { subscribeNewsletter } from './api/newsletter-api';
import styles from './newsletter-box.module.css';

/** The blog's newsletter box: it subscribes the address for real, with an unsubscribe link. */
export function NewsletterBox() {
  const [email, setEmail] = useState('');
  const subscribe = useMutation({ mutationFn: subscribeNewsletter });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const address = email.trim();
    if (!isValidEmail(address)) {
      toast({ title: 'Invalid email', description: INVALID_EMAIL_MESSAGE, variant: 'destructive' });
      return;
    }
    subscribe.mutate(
      { email: address, ...readUtm('newsletter') },
      {
        onSuccess: () => {
          toast({
            title: 'You are subscribed!',
            description: 'Watch your inbox for new guides, about twice a month.',
            variant: 'success',
          });
          setEmail('');
        },
        onError: () =>
          toast({
            title: 'Subscription failed',
            description: 'Please try again or contact us for assistance.',
            variant: 'destructive',
          }),
      },
    );
  };

  return (
    <section className={styles.box} aria-labelledby="newsletter-heading">
      <div>
        <h2 id="newsletter-heading" className={styles.heading}>
          Get new guides by email
        </h2>
        <p className={styles.text}>
          New articles on term life insurance, twice a month. Unsubscribe at any time.
        </p>
      </div>
      <form className={styles.form} onSubmit={submit} noValidate>
        <TextField
          label="Email address"
          type="email"
          autoComplete="email"
          value={email}
          onChange={(e) => setEmail(e.target.value)}
          placeholder="you@example.com"
        />
        <Button type="submit" disabled={subscribe.isPending}>
          {subscribe.isPending ? 'Subscribing...' : 'Subscribe'}
        </Button>
      </form>
    </section>
  );
}
