import { useMutation } from '@tanstack/react-query';
import type { QuoteSelection } from '@termlens/contracts/quotes';
import { Button } from '@termlens/shared-ui/components/button';
import { Card } from '@termlens/shared-ui/components/card';
import { useLocation } from '@termlens/shared-ui/lib/router';
import { readUtm } from '@termlens/shared-ui/lib/utm';
import { toast } from '@termlens/shared-ui/stores/toast-store';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { CoverageStep } from './coverage-step';
import styles from './lead-form.module.css';
import { sendLead } from './lead-form-api';
import {
  emptyLeadForm,
  type FieldErrors,
  type LeadFormValues,
  stepFieldErrors,
  toLeadPayload,
} from './lead-form-values';
import { PersonalStep } from './personal-step';
import { PreferencesStep } from './preferences-step';

const STEPS = 3;

export interface LeadFormProps {
  /** values to start from, e.g. the coverage and term of a chosen quote */
  initialValues?: Partial<LeadFormValues>;
  /** the quote picked on /compare, once confirmed; the API checks it again with the lead */
  selectedQuote?: QuoteSelection;
}

/** Where focus goes once the form has re-rendered after the visitor's move. */
type FocusTarget = 'step' | 'invalid' | 'thanks' | null;

/** The three-step lead form with its thank-you view. */
export function LeadForm({ initialValues, selectedQuote }: LeadFormProps) {
  const start = { ...emptyLeadForm, ...initialValues };
  const [values, setValues] = useState<LeadFormValues>(start);
  const [step, setStep] = useState(1);
  const send = useMutation({ mutationFn: sendLead });
  const [done, setDone] = useState(false);
  const [errors, setErrors] = useState<FieldErrors>({});
  const { search } = useLocation();
  const form = useRef<HTMLFormElement>(null);
  const thanks = useRef<HTMLHeadingElement>(null);
  const [focusTarget, setFocusTarget] = useState<FocusTarget>(null);

  // The visitor keeps their place: the new step's heading after Next or Previous, the first
  // field to fix after a refused Next, the thank-you heading after sending.
  useEffect(() => {
    if (focusTarget === null) return;
    const target =
      focusTarget === 'thanks'
        ? thanks.current
        : form.current?.querySelector<HTMLElement>(
            focusTarget === 'step' ? 'legend' : '[aria-invalid="true"]',
          );
    target?.focus();
    setFocusTarget(null);
  }, [focusTarget]);

  // A field's message goes as soon as the visitor changes that field.
  const set = <K extends keyof LeadFormValues>(key: K, value: LeadFormValues[K]) => {
    setValues((v) => ({ ...v, [key]: value }));
    setErrors((e) => (e[key] ? { ...e, [key]: undefined } : e));
  };

  const goTo = (which: number) => {
    setErrors({});
    setStep(which);
    setFocusTarget('step');
  };

  /** The step's problems beside its fields and as toasts; true when there are none. */
  const stepIsValid = (which: number) => {
    const found = stepFieldErrors(values, which);
    const messages = Object.values(found);
    // The toast area holds one toast; raising the first message last leaves it on screen.
    for (const message of [...messages].reverse()) {
      toast({ title: 'Validation Error', description: message, variant: 'destructive' });
    }
    if (messages.length === 0) return true;
    setStep(which);
    setErrors(found);
    setFocusTarget('invalid');
    return false;
  };

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (step < STEPS) {
      if (stepIsValid(step)) goTo(step + 1);
      return;
    }
    if (![1, 2, 3].every(stepIsValid)) return;
    send.mutate(
      {
        ...toLeadPayload(values, readUtm('lead_form', search), window.location.href),
        selectedQuote,
      },
      {
        onSuccess: () => {
          toast({
            title: 'Thank you for your interest!',
            description: "We'll send your personalized quotes to your email shortly.",
            variant: 'success',
          });
          setDone(true);
          setFocusTarget('thanks');
        },
        // Every typed value stays in place so a resubmit needs nothing retyped.
        onError: () =>
          toast({
            title: 'Something went wrong',
            description: 'Please try again or contact us for assistance.',
            variant: 'destructive',
          }),
      },
    );
  };

  const reset = () => {
    setValues(start);
    setDone(false);
    goTo(1);
  };

  if (done) {
    return (
      <Card className={styles.form}>
        <div className={styles.thanks} role="status">
          <h3 ref={thanks} tabIndex={-1}>
            Thank you for your interest!
          </h3>
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
      <form ref={form} onSubmit={submit} noValidate>
        {step === 1 && <PersonalStep values={values} errors={errors} set={set} />}
        {step === 2 && <CoverageStep values={values} errors={errors} set={set} />}
        {step === 3 && <PreferencesStep values={values} errors={errors} set={set} />}
        <div className={styles.actions}>
          {step > 1 && (
            <Button variant="secondary" onClick={() => goTo(step - 1)} disabled={send.isPending}>
              Previous
            </Button>
          )}
          <Button type="submit" variant="accent" className={styles.next} disabled={send.isPending}>
            {step < STEPS ? 'Next' : send.isPending ? 'Processing...' : 'Get My Quotes'}
          </Button>
        </div>
      </form>
    </Card>
  );
}
