import { INVALID_EMAIL_MESSAGE, isValidEmail } from '@termlens/contracts/email-rule';
import type { ResourceRead } from '@termlens/contracts/signup';
import { Button } from '@termlens/shared-ui/components/button';
import { Dialog } from '@termlens/shared-ui/components/dialog';
import { TextField } from '@termlens/shared-ui/components/field';
import { readUtm } from '@termlens/shared-ui/lib/utm';
import { toast } from '@termlens/shared-ui/stores/toast-store';
import { type FormEvent, useState } from 'react';
import { useDownloadResource } from '../hooks/use-download-resource';
import styles from './resources.module.css';

const EMPTY = { email: '', firstName: '', lastName: '' };

/** Email required and valid, names optional; closes and clears on success. */
export function DownloadDialog({
  resource,
  onClose,
}: {
  resource: ResourceRead | null;
  onClose: () => void;
}) {
  const [form, setForm] = useState(EMPTY);
  const download = useDownloadResource();
  const close = () => {
    setForm(EMPTY);
    download.reset();
    onClose();
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!resource) {
      toast({ title: 'No resource selected', variant: 'destructive' });
      return;
    }
    const email = form.email.trim();
    if (!isValidEmail(email)) {
      toast({ title: 'Invalid email', description: INVALID_EMAIL_MESSAGE, variant: 'destructive' });
      return;
    }
    download.mutate(
      {
        resourceId: resource.id,
        email,
        firstName: form.firstName.trim() || undefined,
        lastName: form.lastName.trim() || undefined,
        ...readUtm('download'),
      },
      {
        onSuccess: ({ downloadUrl }) => {
          if (downloadUrl) window.open(downloadUrl, '_blank', 'noopener');
          toast({
            title: 'Download started!',
            description: 'Check your email for the download link and additional resources.',
            variant: 'success',
          });
          close();
        },
        onError: () =>
          toast({
            title: 'Download failed',
            description: 'Please try again or contact us for assistance.',
            variant: 'destructive',
          }),
      },
    );
  };

  const set = (key: keyof typeof EMPTY) => (e: { target: { value: string } }) =>
    setForm((f) => ({ ...f, [key]: e.target.value }));

  return (
    <Dialog
      open={resource !== null}
      onOpenChange={(open) => !open && close()}
      title={resource ? `Download: ${resource.title}` : 'Download'}
      description="Enter your email and the file opens right away. We also email you the link."
    >
      {/* noValidate: the site's toasts report problems, not the browser's bubbles. */}
      <form className={styles.dialogForm} onSubmit={submit} noValidate>
        <TextField
          label="Email Address *"
          type="email"
          autoComplete="email"
          value={form.email}
          onChange={set('email')}
          required
        />
        <div className={styles.nameRow}>
          <TextField
            label="First Name"
            autoComplete="given-name"
            value={form.firstName}
            onChange={set('firstName')}
          />
          <TextField
            label="Last Name"
            autoComplete="family-name"
            value={form.lastName}
            onChange={set('lastName')}
          />
        </div>
        <p className={styles.fine}>
          Free, no obligation. We use your email to send the file and occasional guides; you can
          unsubscribe at any time.
        </p>
        <div className={styles.dialogActions}>
          <Button variant="secondary" onClick={close}>
            Cancel
          </Button>
          <Button type="submit" disabled={download.isPending}>
            {download.isPending ? 'Preparing...' : 'Download Now'}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
