import { describe, expect, it } from 'vitest';
import { timeZoneFromZip } from './lead-time-zone';

describe('timeZoneFromZip', () => {
  it('takes the zone of the ZIP code’s state', () => {
    expect(timeZoneFromZip('60601')).toBe('America/Chicago');
    expect(timeZoneFromZip('10001')).toBe('America/New_York');
    expect(timeZoneFromZip('94110')).toBe('America/Los_Angeles');
    expect(timeZoneFromZip('80202')).toBe('America/Denver');
    expect(timeZoneFromZip('85004')).toBe('America/Phoenix');
    expect(timeZoneFromZip('96813')).toBe('Pacific/Honolulu');
    expect(timeZoneFromZip('99501-1234')).toBe('America/Anchorage');
  });

  it('follows the zone line inside split states', () => {
    expect(timeZoneFromZip('32501')).toBe('America/Chicago'); // Pensacola, FL
    expect(timeZoneFromZip('33101')).toBe('America/New_York'); // Miami, FL
    expect(timeZoneFromZip('37902')).toBe('America/New_York'); // Knoxville, TN
    expect(timeZoneFromZip('37201')).toBe('America/Chicago'); // Nashville, TN
    expect(timeZoneFromZip('79901')).toBe('America/Denver'); // El Paso, TX
    expect(timeZoneFromZip('83814')).toBe('America/Los_Angeles'); // Coeur d'Alene, ID
    expect(timeZoneFromZip('46320')).toBe('America/Chicago'); // Hammond, IN
  });

  it('answers undefined for malformed, unassigned and military ZIP codes', () => {
    expect(timeZoneFromZip('abc')).toBeUndefined();
    expect(timeZoneFromZip('00100')).toBeUndefined();
    expect(timeZoneFromZip('09001')).toBeUndefined();
  });
});
