import {
  type CoverageEstimate,
  type CoverageInputs,
  coverageDefaults,
  estimateCoverage,
} from '@termlens/contracts/coverage-formula';
import { Button } from '@termlens/shared-ui/components/button';
import { Card } from '@termlens/shared-ui/components/card';
import { formatCoverage } from '@termlens/shared-ui/lib/format';
import { Link } from '@termlens/shared-ui/lib/router';
import { useId, useState } from 'react';
import { compareChoices, compareHref } from '../compare-link';
import styles from './calculator-page.module.css';
import { MethodChart } from './method-chart';
import { RangeField } from './range-field';

type SliderKey = Exclude<keyof CoverageInputs, 'expenses'>;

const years = (n: number) => `${n} years`;

// Money sliders move in round steps; age and dependents move by one.
const sliders: {
  key: SliderKey;
  label: string;
  min: number;
  max: number;
  step: number;
  format: (n: number) => string;
  prefix?: string;
  suffix?: string;
}[] = [
  { key: 'age', label: 'Your age', min: 18, max: 80, step: 1, format: years, suffix: 'years' },
  {
    key: 'income',
    label: 'Annual income',
    min: 20_000,
    max: 500_000,
    step: 5_000,
    format: formatCoverage,
    prefix: '$',
  },
  {
    key: 'dependents',
    label: 'Dependents',
    min: 0,
    max: 5,
    step: 1,
    format: (n) => (n >= 5 ? '5+' : String(n)),
  },
  {
    key: 'debt',
    label: 'Debts (mortgage, loans)',
    min: 0,
    max: 1_000_000,
    step: 5_000,
    format: formatCoverage,
    prefix: '$',
  },
  {
    key: 'spouseIncome',
    label: "Spouse's annual income",
    min: 0,
    max: 300_000,
    step: 5_000,
    format: formatCoverage,
    prefix: '$',
  },
  {
    key: 'yearsOfSupport',
    label: 'Years of support',
    min: 5,
    max: 30,
    step: 1,
    format: years,
    suffix: 'years',
  },
  {
    key: 'emergencyFund',
    label: 'Emergency fund',
    min: 10_000,
    max: 100_000,
    step: 5_000,
    format: formatCoverage,
    prefix: '$',
  },
  {
    key: 'educationCosts',
    label: 'Education costs',
    min: 0,
    max: 200_000,
    step: 10_000,
    format: formatCoverage,
    prefix: '$',
  },
  {
    key: 'finalExpenses',
    label: 'Final expenses',
    min: 5_000,
    max: 50_000,
    step: 2_500,
    format: formatCoverage,
    prefix: '$',
  },
];

export function CalculatorPage() {
  const [inputs, setInputs] = useState<CoverageInputs>(coverageDefaults);
  const [result, setResult] = useState<CoverageEstimate | null>(null);
  const compareNoteId = useId();
  const quoted = result && compareChoices(inputs.age, result.recommendation);

  // Any change clears the shown result: it no longer matches the inputs.
  const change = (key: SliderKey, value: number) => {
    setInputs((previous) => ({ ...previous, [key]: value }));
    setResult(null);
  };

  return (
    <section className={`container ${styles.page}`}>
      <header className={styles.header}>
        <h1>Life Insurance Coverage Calculator</h1>
        <p className={styles.lead}>
          Estimate how much term life cover your family needs with three common methods.
        </p>
      </header>
      <div className={styles.layout}>
        <Card className={styles.inputs}>
          {/* noValidate: a typed figure between two slider steps (83,500) is a fine answer. */}
          <form
            noValidate
            onSubmit={(event) => {
              event.preventDefault();
              setResult(estimateCoverage(inputs));
            }}
            aria-label="Coverage calculator"
          >
            <div className={styles.sliders}>
              {sliders.map((slider) => (
                <RangeField
                  key={slider.key}
                  label={slider.label}
                  value={inputs[slider.key]}
                  min={slider.min}
                  max={slider.max}
                  step={slider.step}
                  format={slider.format}
                  prefix={slider.prefix}
                  suffix={slider.suffix}
                  onChange={(value) => change(slider.key, value)}
                />
              ))}
            </div>
            <Button type="submit" variant="accent" block className={styles.calculate}>
              Calculate
            </Button>
          </form>
        </Card>
        <Card className={styles.result} aria-live="polite">
          {result ? (
            <div data-testid="calculator-result">
              <p className={styles.resultLabel}>Recommended coverage</p>
              <p className={styles.recommendation}>{formatCoverage(result.recommendation)}</p>
              <p>
                Estimated monthly premium: <strong>{formatCoverage(result.monthlyPremium)}</strong>
              </p>
              <p>
                That is <strong>{(result.incomeMultiple ?? 0).toFixed(1)}x</strong> your annual
                income. A common guideline is 7 to 10 times income.
              </p>
              <MethodChart estimate={result} />
              {quoted && (
                <>
                  <Button asChild variant="primary" block className={styles.compare}>
                    <Link to={compareHref(quoted)} aria-describedby={compareNoteId}>
                      Compare quotes for this coverage
                    </Link>
                  </Button>
                  <p id={compareNoteId} className={styles.compareNote}>
                    Shows quotes for age {quoted.age} and {formatCoverage(quoted.coverage)} of
                    coverage, the quote form&rsquo;s nearest choices at or above your figures.
                  </p>
                </>
              )}
            </div>
          ) : (
            <p className={styles.placeholder}>
              Adjust the sliders, then press Calculate to see your recommended coverage.
            </p>
          )}
        </Card>
      </div>
    </section>
  );
}
