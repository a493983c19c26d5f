import type { QuoteSelection } from '@termlens/contracts/quotes';
import { Button } from '@termlens/shared-ui/components/button';
import { Card } from '@termlens/shared-ui/components/card';
import { apiRequest } from '@termlens/shared-ui/lib/api-client';
import { useLocation } from '@termlens/shared-ui/lib/router';
import { readUtm } from '@termlens/shared-ui/lib/utm';
import { toast } from '@termlens/shared-ui/stores/toast-store';
import { type FormEvent, useState } from 'react';
import { CoverageStep } from './coverage-step';
import styles from './lead-form.module.css';
import { emptyLeadForm, type LeadFormValues, stepErrors, toLeadPayload } from './lead-form-values';
import { PersonalStep } from './personal-step';
import { PreferencesStep } from './preferences-step';

const STEPS = 3;

export interface LeadFormProps {
  /** values to start from, e.g. the coverage and term of a chosen quote */
  initialValues?: Partial<LeadFormValues>;
  /** the quote picked on /compare, once confirmed; the API checks it again with the lead */
  selectedQuote?: QuoteSelection;
}

/** The three-step lead form (spec section 4) with its thank-you view. */
export function LeadForm({ initialValues, selectedQuote }: LeadFormProps) {
  const start = { ...emptyLeadForm, ...initialValues };
  const [values, setValues] = useState<LeadFormValues>(start);
  const [step, setStep] = useState(1);
  const [pending, setPending] = useState(false);
  const [done, setDone] = useState(false);
  const { search } = useLocation();

  const set = <K extends keyof LeadFormValues>(key: K, value: LeadFormValues[K]) =>
    setValues((v) => ({ ...v, [key]: value }));

  const stepIsValid = (which: number) => {
    const messages = stepErrors(values, which);
    // The toast area holds one toast; raising the first message last leaves it on screen.
    for (const message of [...messages].reverse()) {
      toast({ title: 'Validation Error', description: message, variant: 'destructive' });
    }
    return messages.length === 0;
  };

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (step < STEPS) {
      if (stepIsValid(step)) setStep(step + 1);
      return;
    }
    if (![1, 2, 3].every(stepIsValid)) return;
    setPending(true);
    try {
      await apiRequest('POST', '/api/leads', {
        ...toLeadPayload(values, readUtm('lead_form', search), window.location.href),
        selectedQuote,
      });
      toast({
        title: 'Thank you for your interest!',
        description: "We'll send your personalized quotes to your email shortly.",
        variant: 'success',
      });
      setDone(true);
    } catch {
      // Every typed value stays in place so a resubmit needs nothing retyped.
      toast({
        title: 'Something went wrong',
        description: 'Please try again or contact us for assistance.',
        variant: 'destructive',
      });
    } finally {
      setPending(false);
    }
  };

  const reset = () => {
    setValues(start);
    setStep(1);
    setDone(false);
  };

  if (done) {
    return (
      <Card className={styles.form}>
        <div className={styles.thanks} role="status">
          <h3>Thank you for your interest!</h3>
          <p>We'll send your personalized quotes to your email shortly.</p>
          <Button onClick={reset}>Submit Another Application</Button>
        </div>
      </Card>
    );
  }

  return (
    <Card className={styles.form}>
      <div className={styles.progressLabel}>
        <span>
          Step {step} of {STEPS}
        </span>
        <span>{Math.round((step / STEPS) * 100)}% complete</span>
      </div>
      <div
        className={styles.track}
        role="progressbar"
        aria-label="Form progress"
        aria-valuemin={1}
        aria-valuemax={STEPS}
        aria-valuenow={step}
      >
        <div className={styles.bar} style={{ width: `${(step / STEPS) * 100}%` }} />
      </div>
      <form onSubmit={submit} noValidate>
        {step === 1 && <PersonalStep values={values} set={set} />}
        {step === 2 && <CoverageStep values={values} set={set} />}
        {step === 3 && <PreferencesStep values={values} set={set} />}
        <div className={styles.actions}>
          {step > 1 && (
            <Button variant="secondary" onClick={() => setStep(step - 1)} disabled={pending}>
              Previous
            </Button>
          )}
          <Button type="submit" variant="accent" className={styles.next} disabled={pending}>
            {step < STEPS ? 'Next' : pending ? 'Processing...' : 'Get My Quotes'}
          </Button>
        </div>
      </form>
    </Card>
  );
}
