import {
  ageChoices,
  coverageChoices,
  sexChoices,
  sexOptions,
  termChoices,
} from '@termlens/contracts/quote-choices';
import { Button } from '@termlens/shared-ui/components/button';
import { CheckboxField, SelectField, TextField } from '@termlens/shared-ui/components/field';
import { formatCoverage } from '@termlens/shared-ui/lib/format';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import type { QuoteFormValues } from '../form-values';
import styles from './quote-form.module.css';

const ageOptions = ageChoices.map((age) => ({ value: String(age), label: String(age) }));
const coverageOptions = coverageChoices.map((amount, i) => ({
  value: String(amount),
  // The top choice stands for 'this much or more'.
  label: i === coverageChoices.length - 1 ? `${formatCoverage(amount)}+` : formatCoverage(amount),
}));
const termOptions = termChoices.map((term) => ({ value: String(term), label: `${term} years` }));

/** What the form's fields hold, whatever the component's state says. */
function valuesInFields(form: HTMLFormElement): QuoteFormValues {
  const field = (name: string) => form.elements.namedItem(name) as HTMLInputElement | null;
  const text = (name: string) => field(name)?.value ?? '';
  return {
    age: text('age'),
    coverage: text('coverage'),
    term: text('term'),
    zipCode: text('zipCode'),
    smoker: field('smoker')?.checked ?? false,
    excellentHealth: field('excellentHealth')?.checked ?? false,
    sex: sexChoices.find((sex) => sex === text('sex')) ?? '',
  };
}

interface QuoteFormProps {
  initialValues: QuoteFormValues;
  busy: boolean;
  onSubmit: (values: QuoteFormValues) => void;
}

export function QuoteForm({ initialValues, busy, onSubmit }: QuoteFormProps) {
  const [values, setValues] = useState(initialValues);
  const set = <K extends keyof QuoteFormValues>(key: K, value: QuoteFormValues[K]) =>
    setValues((previous) => ({ ...previous, [key]: value }));

  // The server renders this form, so a visitor can change it before the page's scripts run;
  // once they do, what the fields hold is what the visitor chose.
  const form = useRef<HTMLFormElement>(null);
  useEffect(() => {
    if (form.current) setValues(valuesInFields(form.current));
  }, []);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit(values);
  };

  return (
    // Before the page's scripts run (or without them), the browser submits the form itself: to
    // /compare, which the server renders with the results of the search in its URL.
    <form
      ref={form}
      className={styles.form}
      onSubmit={submit}
      aria-label="Quote search"
      action="/compare"
      method="get"
    >
      <SelectField
        label="Age"
        name="age"
        placeholder="Any"
        options={ageOptions}
        value={values.age}
        onChange={(e) => set('age', e.target.value)}
      />
      <SelectField
        label="Coverage"
        name="coverage"
        placeholder="Any"
        options={coverageOptions}
        value={values.coverage}
        onChange={(e) => set('coverage', e.target.value)}
      />
      <SelectField
        label="Term length"
        name="term"
        placeholder="Any"
        options={termOptions}
        value={values.term}
        onChange={(e) => set('term', e.target.value)}
      />
      <TextField
        label="ZIP code"
        name="zipCode"
        placeholder="12345"
        inputMode="numeric"
        autoComplete="postal-code"
        maxLength={5}
        pattern="\d{5}"
        title="5 digits"
        value={values.zipCode}
        onChange={(e) => set('zipCode', e.target.value)}
      />
      <SelectField
        label="Sex (optional)"
        name="sex"
        placeholder="Prefer not to say"
        options={sexOptions}
        value={values.sex}
        onChange={(e) => set('sex', sexChoices.find((sex) => sex === e.target.value) ?? '')}
      />
      <div className={styles.checks}>
        <CheckboxField
          label="Smoker"
          name="smoker"
          value="true"
          checked={values.smoker}
          onChange={(e) => set('smoker', e.target.checked)}
        />
        <CheckboxField
          label="Excellent health"
          name="excellentHealth"
          value="true"
          checked={values.excellentHealth}
          onChange={(e) => set('excellentHealth', e.target.checked)}
        />
      </div>
      <Button type="submit" variant="accent" className={styles.submit} disabled={busy}>
        {busy ? 'Searching…' : 'Get Quotes'}
      </Button>
    </form>
  );
}
