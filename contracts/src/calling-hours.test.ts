import { describe, expect, it } from 'vitest';
import { localTimeIn } from './calling-hours';

describe('localTimeIn', () => {
  it('reads the time in the lead’s zone, not the machine’s', () => {
    // 14:30 UTC in January: 8:30 AM in Chicago, 6:30 AM in Los Angeles.
    const at = new Date('2026-01-15T14:30:00Z');
    expect(localTimeIn('America/Chicago', at)).toEqual({
      time: '8:30 AM',
      zoneName: 'CST',
      withinCallingHours: true,
    });
    expect(localTimeIn('America/Los_Angeles', at)).toMatchObject({
      time: '6:30 AM',
      withinCallingHours: false,
    });
  });

  it('allows 8:00 AM through 8:59 PM and follows daylight saving time', () => {
    const newYork = (utc: string) => localTimeIn('America/New_York', new Date(utc));
    // July: New York is UTC-4.
    expect(newYork('2026-07-01T11:59:00Z')).toMatchObject({
      time: '7:59 AM',
      withinCallingHours: false,
    });
    expect(newYork('2026-07-01T12:00:00Z')).toMatchObject({
      time: '8:00 AM',
      withinCallingHours: true,
    });
    expect(newYork('2026-07-02T00:59:00Z')).toMatchObject({
      time: '8:59 PM',
      withinCallingHours: true,
    });
    expect(newYork('2026-07-02T01:00:00Z')).toMatchObject({
      time: '9:00 PM',
      withinCallingHours: false,
    });
    expect(newYork('2026-07-02T04:00:00Z')).toMatchObject({ time: '12:00 AM' });
    expect(newYork('2026-07-01T16:00:00Z')).toMatchObject({ time: '12:00 PM' });
  });
});
