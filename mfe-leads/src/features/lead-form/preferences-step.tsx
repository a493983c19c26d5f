import { marketingConsent, phoneContactConsent } from '@termlens/contracts/consent-texts';
import { primaryConcernOptions } from '@termlens/contracts/lead-choices';
import { CheckboxField, SelectField } from '@termlens/shared-ui/components/field';
import styles from './lead-form.module.css';
import type { StepProps } from './step-props';

export function PreferencesStep({ values, errors, set }: StepProps) {
  return (
    <fieldset className={styles.step}>
      <legend className={styles.legend} tabIndex={-1}>
        Preferences
      </legend>
      <SelectField
        label="Primary Concern"
        placeholder="Select your main reason (optional)"
        options={primaryConcernOptions}
        value={values.primaryConcern}
        error={errors.primaryConcern}
        onChange={(e) =>
          set('primaryConcern', e.target.value as StepProps['values']['primaryConcern'])
        }
      />
      {/* The texts come from the module the API stores as consent evidence. */}
      <CheckboxField
        label={marketingConsent.text}
        checked={values.marketingOptIn}
        onChange={(e) => set('marketingOptIn', e.target.checked)}
      />
      {values.phone.trim() && (
        <CheckboxField
          className={styles.disclosure}
          label={phoneContactConsent.text}
          checked={values.phoneContactConsent}
          onChange={(e) => set('phoneContactConsent', e.target.checked)}
        />
      )}
    </fieldset>
  );
}
