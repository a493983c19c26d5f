// Zod-free and Intl-only, so the admin front end shows the same answer the API would.

/** Telemarketing rules allow calls from 8 AM to 9 PM in the called person's time zone. */
export const CALLING_HOURS = { from: 8, until: 21 } as const;

export interface LocalTime {
  /** e.g. "2:05 PM" */
  time: string;
  /** e.g. "CST", as the browser or server names the zone at that moment */
  zoneName: string;
  withinCallingHours: boolean;
}

/** The time at `at` in an IANA time zone, and whether calling is allowed then. */
export function localTimeIn(timeZone: string, at: Date): LocalTime {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hour: 'numeric',
    minute: '2-digit',
    hourCycle: 'h23',
    timeZoneName: 'short',
  }).formatToParts(at);
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    parts.find((p) => p.type === type)?.value ?? '';
  const hour = Number(part('hour'));
  const minute = part('minute');
  const twelve = hour % 12 === 0 ? 12 : hour % 12;
  return {
    time: `${twelve}:${minute} ${hour < 12 ? 'AM' : 'PM'}`,
    zoneName: part('timeZoneName'),
    withinCallingHours: hour >= CALLING_HOURS.from && hour < CALLING_HOURS.until,
  };
}
