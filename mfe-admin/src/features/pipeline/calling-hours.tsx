import { CALLING_HOURS, localTimeIn } from '@termlens/contracts/calling-hours';
import { useEffect, useState } from 'react';
import styles from './pipeline.module.css';

const MINUTE = 60_000;
const hour = (h: number) => `${h % 12 || 12} ${h < 12 ? 'AM' : 'PM'}`;

/** The lead's local time, kept current, and whether a call is allowed now. */
export function CallingHours({
  timeZone,
  phoneContactConsent,
}: {
  timeZone: string | null;
  phoneContactConsent: boolean;
}) {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), MINUTE);
    return () => clearInterval(timer);
  }, []);
  const window = `${hour(CALLING_HOURS.from)}–${hour(CALLING_HOURS.until)}`;
  const local = timeZone ? localTimeIn(timeZone, now) : null;
  return (
    <div className={styles.calling}>
      <p className={styles.note}>
        {local
          ? `Local time ${local.time} ${local.zoneName}: ${local.withinCallingHours ? 'inside' : 'outside'} calling hours (${window}).`
          : 'Local time unknown: the ZIP code maps to no time zone.'}
      </p>
      {!phoneContactConsent && (
        <p className={styles.warning}>Do not call: this lead did not agree to phone contact.</p>
      )}
    </div>
  );
}
