import { useId } from 'react';
import styles from './range-field.module.css';

interface RangeFieldProps {
  label: string;
  value: number;
  min: number;
  max: number;
  step: number;
  format: (value: number) => string;
  onChange: (value: number) => void;
}

/** A slider whose current value is always visible and announced in words. */
export function RangeField({ label, value, min, max, step, format, onChange }: RangeFieldProps) {
  const id = useId();
  return (
    <div className={styles.field}>
      <div className={styles.top}>
        <label htmlFor={id}>{label}</label>
        <output htmlFor={id} className={styles.value}>
          {format(value)}
        </output>
      </div>
      <input
        id={id}
        type="range"
        min={min}
        max={max}
        step={step}
        value={value}
        aria-valuetext={format(value)}
        onChange={(e) => onChange(Number(e.target.value))}
        className={styles.range}
      />
      <div className={styles.bounds} aria-hidden="true">
        <span>{format(min)}</span>
        <span>{format(max)}</span>
      </div>
    </div>
  );
}
