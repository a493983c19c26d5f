import { useMutation } from '@tanstack/react-query';
import { Button } from '@termlens/shared-ui/components/button';
import { Dialog } from '@termlens/shared-ui/components/dialog';
import { CheckboxField, TextField } from '@termlens/shared-ui/components/field';
import { Link } from '@termlens/shared-ui/lib/router';
import { readUtm } from '@termlens/shared-ui/lib/utm';
import { toast } from '@termlens/shared-ui/stores/toast-store';
import { type FormEvent, useState } from 'react';
import { joinEmailCourse } from '../api/email-course-api';
import { type CourseForm, courseFormProblem } from '../course-form-problem';
import styles from './email-course.module.css';

const EMPTY: CourseForm = { email: '', firstName: '', acceptedTerms: false };

/** Three checks, each with its toast; cleared on close or success, so a reopened dialog is empty. */
export function CourseDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const [form, setForm] = useState(EMPTY);
  const join = useMutation({ mutationFn: joinEmailCourse });
  const close = () => {
    setForm(EMPTY);
    join.reset();
    onClose();
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const problem = courseFormProblem(form);
    if (problem) {
      toast({ ...problem, variant: 'destructive' });
      return;
    }
    join.mutate(
      { email: form.email.trim(), firstName: form.firstName.trim(), ...readUtm('email-course') },
      {
        onSuccess: () => {
          toast({
            title: 'Welcome to the Course!',
            description:
              'Check your email for the first lesson and access to all premium resources.',
            variant: 'success',
          });
          close();
        },
        onError: () =>
          toast({
            title: 'Signup failed',
            description: 'Please try again or contact us for assistance.',
            variant: 'destructive',
          }),
      },
    );
  };

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => !next && close()}
      title="Join the Free 7-Day Course"
      description="One short lesson a day on choosing the right term life cover."
    >
      <form className={styles.form} onSubmit={submit} noValidate>
        <TextField
          label="Email Address *"
          type="email"
          autoComplete="email"
          value={form.email}
          onChange={(e) => setForm((f) => ({ ...f, email: e.target.value }))}
          required
        />
        <TextField
          label="First Name *"
          autoComplete="given-name"
          value={form.firstName}
          onChange={(e) => setForm((f) => ({ ...f, firstName: e.target.value }))}
          required
        />
        <CheckboxField
          label={
            <>
              I agree to the <Link to="/terms">Terms of Service</Link> and{' '}
              <Link to="/privacy">Privacy Policy</Link> and to receive the course emails.
            </>
          }
          checked={form.acceptedTerms}
          onChange={(e) => setForm((f) => ({ ...f, acceptedTerms: e.target.checked }))}
        />
        <div className={styles.actions}>
          <Button variant="secondary" onClick={close}>
            Cancel
          </Button>
          <Button type="submit" disabled={join.isPending}>
            {join.isPending ? 'Signing up...' : 'Start the Course'}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
