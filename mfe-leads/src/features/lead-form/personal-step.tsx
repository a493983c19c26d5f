import { TextField } from '@termlens/shared-ui/components/field';
import styles from './lead-form.module.css';
import type { StepProps } from './step-props';

export function PersonalStep({ values, errors, set }: StepProps) {
  return (
    <fieldset className={styles.step}>
      <legend className={styles.legend} tabIndex={-1}>
        Personal Information
      </legend>
      <div className={styles.pair}>
        <TextField
          label="First Name *"
          autoComplete="given-name"
          value={values.firstName}
          error={errors.firstName}
          onChange={(e) => set('firstName', e.target.value)}
        />
        <TextField
          label="Last Name *"
          autoComplete="family-name"
          value={values.lastName}
          error={errors.lastName}
          onChange={(e) => set('lastName', e.target.value)}
        />
      </div>
      <TextField
        label="Email Address *"
        type="email"
        autoComplete="email"
        value={values.email}
        error={errors.email}
        onChange={(e) => set('email', e.target.value)}
      />
      <TextField
        label="Phone Number (optional)"
        type="tel"
        autoComplete="tel"
        placeholder="(555) 123-4567"
        value={values.phone}
        error={errors.phone}
        onChange={(e) => set('phone', e.target.value)}
      />
      <TextField
        label="Date of Birth *"
        type="date"
        autoComplete="bday"
        value={values.dateOfBirth}
        error={errors.dateOfBirth}
        onChange={(e) => set('dateOfBirth', e.target.value)}
      />
    </fieldset>
  );
}
