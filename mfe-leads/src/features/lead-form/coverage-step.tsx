import { tobaccoUseOptions } from '@termlens/contracts/lead-choices';
import { coverageChoices, termChoices } from '@termlens/contracts/quote-choices';
import { SelectField, TextField } from '@termlens/shared-ui/components/field';
import { formatCoverage } from '@termlens/shared-ui/lib/format';
import styles from './lead-form.module.css';
import type { StepProps } from './step-props';

const coverageOptions = coverageChoices.map((amount, i) => ({
  value: String(amount),
  label: i === coverageChoices.length - 1 ? `${formatCoverage(amount)}+` : formatCoverage(amount),
}));
const termOptions = termChoices.map((t) => ({ value: String(t), label: `${t} years` }));

export function CoverageStep({ values, errors, set }: StepProps) {
  return (
    <fieldset className={styles.step}>
      <legend className={styles.legend} tabIndex={-1}>
        Coverage Details
      </legend>
      <TextField
        label="ZIP Code *"
        inputMode="numeric"
        autoComplete="postal-code"
        maxLength={5}
        placeholder="12345"
        value={values.zipCode}
        error={errors.zipCode}
        onChange={(e) => set('zipCode', e.target.value)}
      />
      <div className={styles.pair}>
        <SelectField
          label="Coverage Amount"
          placeholder="Select coverage"
          options={coverageOptions}
          value={values.coverageAmount}
          error={errors.coverageAmount}
          onChange={(e) => set('coverageAmount', e.target.value)}
        />
        <SelectField
          label="Term Length"
          placeholder="Select term"
          options={termOptions}
          value={values.termLength}
          error={errors.termLength}
          onChange={(e) => set('termLength', e.target.value)}
        />
      </div>
      <SelectField
        label="Tobacco Use"
        options={tobaccoUseOptions}
        value={values.tobaccoUse}
        error={errors.tobaccoUse}
        onChange={(e) => set('tobaccoUse', e.target.value as StepProps['values']['tobaccoUse'])}
      />
    </fieldset>
  );
}
