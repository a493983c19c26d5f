import { useId, useState } from 'react';
import styles from './range-field.module.css';

interface RangeFieldProps {
  label: string;
  value: number;
  min: number;
  max: number;
  step: number;
  format: (value: number) => string;
  /** written before the number field: '$' */
  prefix?: string;
  /** written after the number field: 'years' */
  suffix?: string;
  onChange: (value: number) => void;
}

const clamp = (n: number, min: number, max: number) => Math.min(max, Math.max(min, n));

/**
 * A slider with a number field beside it, kept in step: drag for a rough figure, type for an
 * exact one (an income of 83,500). The field's arrow keys move by the slider's step.
 */
export function RangeField({
  label,
  value,
  min,
  max,
  step,
  format,
  prefix,
  suffix,
  onChange,
}: RangeFieldProps) {
  const id = useId();
  // What the visitor is typing, until it leaves the field; null shows the value itself.
  const [draft, setDraft] = useState<string | null>(null);
  const inRange = (text: string) => {
    const n = Number(text);
    return text.trim() !== '' && Number.isFinite(n) && n >= min && n <= max;
  };
  const typed = (text: string) => {
    setDraft(text);
    if (inRange(text)) onChange(Math.round(Number(text)));
  };
  // A whole figure the slider has since moved away from gives way to the slider's value.
  const shown =
    draft === null || (inRange(draft) && Math.round(Number(draft)) !== value)
      ? String(value)
      : draft;
  const settle = () => {
    if (draft === null) return;
    const n = Number(draft);
    if (draft.trim() !== '' && Number.isFinite(n)) onChange(clamp(Math.round(n), min, max));
    setDraft(null);
  };
  return (
    <div className={styles.field}>
      <div className={styles.top}>
        <label htmlFor={id}>{label}</label>
        <span className={styles.number}>
          {prefix && <span aria-hidden="true">{prefix}</span>}
          <input
            type="number"
            inputMode="numeric"
            aria-label={`${label}, exact value`}
            min={min}
            max={max}
            step={step}
            value={shown}
            onChange={(e) => typed(e.target.value)}
            onBlur={settle}
            onKeyDown={(e) => {
              if (e.key === 'Enter') settle();
            }}
            className={styles.numberInput}
            style={{ width: `calc(${String(max).length}ch + 2.75rem)` }}
          />
          {suffix && <span aria-hidden="true">{suffix}</span>}
        </span>
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
