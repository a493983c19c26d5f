import {
  duiOptions,
  healthAnswersPrivacyNotice,
  lastUseOptions,
  type NicotineChoice,
  nicotineChoices,
  nicotineTypeNames,
  usesPerMonthOptions,
} from '@termlens/contracts/health-check-choices';
import { Button } from '@termlens/shared-ui/components/button';
import { CheckboxField, SelectField, TextField } from '@termlens/shared-ui/components/field';
import type { FormEvent } from 'react';
import type { HealthFormValues } from './health-answers';
import styles from './health-check.module.css';

const feetOptions = [4, 5, 6, 7].map((feet) => ({ value: String(feet), label: `${feet} ft` }));
const inchOptions = Array.from({ length: 12 }, (_, inches) => ({
  value: String(inches),
  label: `${inches} in`,
}));
const nicotineOptions = nicotineChoices.map((choice) => ({
  value: choice,
  label: choice === 'none' ? 'None in the last 5 years' : nicotineTypeNames[choice],
}));
const lastUseChoices = lastUseOptions.map((o) => ({ value: String(o.months), label: o.label }));
const usesChoices = usesPerMonthOptions.map((o) => ({ value: String(o.uses), label: o.label }));
const parentOptions = [
  { value: '0', label: 'Neither' },
  { value: '1', label: 'One parent' },
  { value: '2', label: 'Both parents' },
];
const duiChoices = duiOptions.map((o) => ({ value: String(o.years), label: o.label }));

interface HealthCheckFormProps {
  values: HealthFormValues;
  errors: Partial<Record<keyof HealthFormValues, string>>;
  busy: boolean;
  onChange: (values: HealthFormValues) => void;
  onSubmit: () => void;
}

/** The questions, every one optional, in the order an underwriter reads them. */
export function HealthCheckForm({
  values,
  errors,
  busy,
  onChange,
  onSubmit,
}: HealthCheckFormProps) {
  const set = <K extends keyof HealthFormValues>(key: K, value: HealthFormValues[K]) =>
    onChange({ ...values, [key]: value });
  const text = (key: keyof HealthFormValues) => ({
    name: key,
    value: String(values[key]),
    error: errors[key],
    inputMode: 'numeric' as const,
    autoComplete: 'off',
    onChange: (e: { target: { value: string } }) => set(key, e.target.value),
  });
  const usesNicotine = values.nicotine !== '' && values.nicotine !== 'none';
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit();
  };

  return (
    <form className={styles.form} onSubmit={submit} aria-label="Health check" noValidate>
      <p className={styles.intro}>
        Every question is optional. A question you skip counts as no problem here; the insurer still
        asks it when you apply. {healthAnswersPrivacyNotice}
      </p>

      <fieldset className={styles.group}>
        <legend>Height and weight</legend>
        <SelectField
          label="Height, feet"
          placeholder="Skip"
          options={feetOptions}
          value={values.heightFeet}
          error={errors.heightFeet}
          name="heightFeet"
          onChange={(e) => set('heightFeet', e.target.value)}
        />
        <SelectField
          label="and inches"
          placeholder="0 in"
          options={inchOptions}
          value={values.heightInches}
          name="heightInches"
          onChange={(e) => set('heightInches', e.target.value)}
        />
        <TextField label="Weight (lb)" placeholder="170" {...text('weightPounds')} />
      </fieldset>

      <fieldset className={styles.group}>
        <legend>Blood pressure</legend>
        <TextField
          label="Top number (systolic)"
          placeholder="120"
          hint="From your last reading, for example 120 over 80"
          {...text('systolic')}
        />
        <TextField label="Bottom number (diastolic)" placeholder="80" {...text('diastolic')} />
        <CheckboxField
          label="I take medication for blood pressure"
          name="bloodPressureTreated"
          checked={values.bloodPressureTreated}
          onChange={(e) => set('bloodPressureTreated', e.target.checked)}
        />
      </fieldset>

      <fieldset className={styles.group}>
        <legend>Cholesterol, from a recent blood test (mg/dL)</legend>
        <TextField label="Total cholesterol" placeholder="190" {...text('totalCholesterol')} />
        <TextField label="HDL (“good”) cholesterol" placeholder="55" {...text('hdlCholesterol')} />
      </fieldset>

      <fieldset className={styles.group}>
        <legend>Nicotine, tobacco and marijuana</legend>
        <SelectField
          label="Used in the last 5 years"
          placeholder="Skip"
          options={nicotineOptions}
          value={values.nicotine}
          error={errors.nicotine}
          name="nicotine"
          hint="If you use more than one, choose the one you use most."
          onChange={(e) =>
            set(
              'nicotine',
              nicotineChoices.find(
                (choice): choice is NicotineChoice => choice === e.target.value,
              ) ?? '',
            )
          }
        />
        {usesNicotine && (
          <>
            <SelectField
              label="Last used"
              placeholder="Skip (counts as recently)"
              options={lastUseChoices}
              value={values.nicotineLastUseMonths}
              error={errors.nicotineLastUseMonths}
              name="nicotineLastUseMonths"
              onChange={(e) => set('nicotineLastUseMonths', e.target.value)}
            />
            <SelectField
              label="How often, when you use it"
              placeholder="Skip (counts as most days)"
              options={usesChoices}
              value={values.nicotineUsesPerMonth}
              error={errors.nicotineUsesPerMonth}
              name="nicotineUsesPerMonth"
              onChange={(e) => set('nicotineUsesPerMonth', e.target.value)}
            />
          </>
        )}
      </fieldset>

      <fieldset className={styles.group}>
        <legend>Family and driving</legend>
        <SelectField
          label="Parents who died of heart disease or cancer before 60"
          placeholder="Skip"
          options={parentOptions}
          value={values.parentsDiedBefore60}
          error={errors.parentsDiedBefore60}
          name="parentsDiedBefore60"
          onChange={(e) => set('parentsDiedBefore60', e.target.value)}
        />
        <SelectField
          label="Last DUI or DWI"
          placeholder="Skip"
          options={duiChoices}
          value={values.duiYearsAgo}
          error={errors.duiYearsAgo}
          name="duiYearsAgo"
          onChange={(e) => set('duiYearsAgo', e.target.value)}
        />
        <TextField
          label="Moving violations in the last 3 years"
          placeholder="0"
          hint="Speeding and other tickets, not parking"
          {...text('movingViolations')}
        />
      </fieldset>

      <Button type="submit" variant="accent" disabled={busy}>
        {busy ? 'Estimating…' : 'Estimate my price'}
      </Button>
    </form>
  );
}
