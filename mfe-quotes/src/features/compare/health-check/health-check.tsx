import { Button } from '@termlens/shared-ui/components/button';
import { ApiError } from '@termlens/shared-ui/lib/api-client';
import { useEffect, useId, useRef, useState } from 'react';
import type { QuoteFormValues } from '../form-values';
import {
  emptyHealthForm,
  estimateRequest,
  formFieldOf,
  type HealthFormValues,
} from './health-answers';
import styles from './health-check.module.css';
import { HealthCheckForm } from './health-check-form';
import { HealthEstimates } from './health-estimates';
import { useHealthEstimate } from './use-health-estimate';

interface HealthCheckProps {
  /** the search the results beside it answer */
  searched: QuoteFormValues;
  /** the results' heading level: this section sits beside them at the same level */
  headingLevel: 2 | 3;
}

type FieldErrors = Partial<Record<keyof HealthFormValues, string>>;

/**
 * 'Refine my price': an optional health check beneath the results. Its answers live only in
 * this component's state, never in the URL or any storage, and go to the API in a POST body.
 */
export function HealthCheck({ searched, headingLevel }: HealthCheckProps) {
  const [open, setOpen] = useState(false);
  const [values, setValues] = useState<HealthFormValues>(emptyHealthForm);
  const [errors, setErrors] = useState<FieldErrors>({});
  const estimate = useHealthEstimate();
  const resultsHeading = useRef<HTMLHeadingElement>(null);
  const panelId = useId();
  const headingId = useId();
  const Heading = `h${headingLevel}` as const;
  const { reset } = estimate;

  // A new search makes the last estimate stale; the answers stay for the next one.
  const searchKey = JSON.stringify(searched);
  useEffect(() => {
    if (searchKey) reset();
  }, [searchKey, reset]);

  // The estimates replace the view below the button: take the visitor to their heading.
  useEffect(() => {
    if (estimate.data) resultsHeading.current?.focus();
  }, [estimate.data]);

  const submit = () => {
    setErrors({});
    estimate.mutate(estimateRequest(searched, values), {
      onError: (error) => {
        if (!(error instanceof ApiError)) return;
        const fieldErrors: FieldErrors = {};
        for (const [field, message] of Object.entries(error.fields)) {
          const formField = formFieldOf(field);
          if (formField) fieldErrors[formField] = message;
        }
        setErrors(fieldErrors);
      },
    });
  };

  return (
    <section className={styles.healthCheck} aria-labelledby={headingId}>
      <Heading id={headingId} className={styles.title}>
        Refine your price with a short health check
      </Heading>
      <p className={styles.lead}>
        Insurers price by class. Answer a few underwriting questions to see the class each insurer
        would most likely give you, its price and why.
      </p>
      <Button
        variant={open ? 'secondary' : 'accent'}
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen(!open)}
      >
        {open ? 'Hide the health check' : 'Refine my price'}
      </Button>
      <div id={panelId} hidden={!open}>
        {open && (
          <HealthCheckForm
            values={values}
            errors={errors}
            busy={estimate.isPending}
            onChange={setValues}
            onSubmit={submit}
          />
        )}
        {estimate.isError && (
          <p className={styles.error} role="alert">
            {Object.keys(errors).length > 0
              ? 'Please check the answers marked below the fields.'
              : 'We couldn’t estimate your price right now. Please try again.'}
          </p>
        )}
        {open && estimate.data && (
          <HealthEstimates
            estimate={estimate.data}
            headingLevel={headingLevel === 2 ? 3 : 4}
            headingRef={resultsHeading}
          />
        )}
      </div>
    </section>
  );
}
