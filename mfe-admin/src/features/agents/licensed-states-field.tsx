import { type UsState, usStateCodes, usStates } from '@termlens/contracts/us-states';
import styles from './agents.module.css';

/** A checkbox per state, in a compact grid; the codes are what agents and leads are matched on. */
export function LicensedStatesField({
  legend,
  value,
  onChange,
}: {
  legend: string;
  value: readonly UsState[];
  onChange: (states: UsState[]) => void;
}) {
  const chosen = new Set(value);
  return (
    <fieldset className={styles.states}>
      <legend className={styles.legend}>{legend}</legend>
      <div className={styles.stateGrid}>
        {usStateCodes.map((code) => (
          <label key={code} className={styles.state} title={usStates[code]}>
            <input
              type="checkbox"
              checked={chosen.has(code)}
              aria-label={usStates[code]}
              onChange={(e) =>
                onChange(
                  e.target.checked ? [...value, code].sort() : value.filter((s) => s !== code),
                )
              }
            />
            <span aria-hidden="true">{code}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
