import { type ComponentPropsWithRef, type ReactNode, useId } from 'react';
import styles from './field.module.css';

interface FieldFrameProps {
  label: ReactNode;
  hint?: ReactNode;
  error?: string;
  className?: string;
  children: (ids: { id: string; describedBy: string | undefined; invalid: boolean }) => ReactNode;
}

/** Label, control, hint and error wired together for assistive technology. */
function FieldFrame({ label, hint, error, className, children }: FieldFrameProps) {
  const id = useId();
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined;
  return (
    <div className={className ? `${styles.field} ${className}` : styles.field}>
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      {children({ id, describedBy, invalid: Boolean(error) })}
      {hint && (
        <span id={hintId} className={styles.hint}>
          {hint}
        </span>
      )}
      {error && (
        <span id={errorId} className={styles.error}>
          {error}
        </span>
      )}
    </div>
  );
}

type Common = { label: ReactNode; hint?: ReactNode; error?: string };

export function TextField({
  label,
  hint,
  error,
  className,
  ...input
}: Common & ComponentPropsWithRef<'input'>) {
  return (
    <FieldFrame label={label} hint={hint} error={error} className={className}>
      {({ id, describedBy, invalid }) => (
        <input
          id={id}
          aria-describedby={describedBy}
          aria-invalid={invalid || undefined}
          className={styles.control}
          {...input}
        />
      )}
    </FieldFrame>
  );
}

export function TextAreaField({
  label,
  hint,
  error,
  className,
  ...area
}: Common & ComponentPropsWithRef<'textarea'>) {
  return (
    <FieldFrame label={label} hint={hint} error={error} className={className}>
      {({ id, describedBy, invalid }) => (
        <textarea
          id={id}
          aria-describedby={describedBy}
          aria-invalid={invalid || undefined}
          className={styles.control}
          {...area}
        />
      )}
    </FieldFrame>
  );
}

export interface SelectOption {
  value: string;
  label: string;
}

/** A native select: the most dependable control on phones and with screen readers. */
export function SelectField({
  label,
  hint,
  error,
  className,
  options,
  placeholder,
  ...select
}: Common &
  ComponentPropsWithRef<'select'> & { options: readonly SelectOption[]; placeholder?: string }) {
  return (
    <FieldFrame label={label} hint={hint} error={error} className={className}>
      {({ id, describedBy, invalid }) => (
        <select
          id={id}
          aria-describedby={describedBy}
          aria-invalid={invalid || undefined}
          className={styles.control}
          {...select}
        >
          {placeholder !== undefined && <option value="">{placeholder}</option>}
          {options.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </select>
      )}
    </FieldFrame>
  );
}

export function CheckboxField({
  label,
  className,
  ...input
}: { label: ReactNode } & Omit<ComponentPropsWithRef<'input'>, 'type'>) {
  return (
    <label className={className ? `${styles.check} ${className}` : styles.check}>
      <input type="checkbox" {...input} />
      <span>{label}</span>
    </label>
  );
}
