import { describe, expect, it } from 'vitest';
import { stateFromZip, zipPrefixRanges } from './zip-to-state';

describe('stateFromZip', () => {
  it.each([
    ['10001', 'NY'],
    ['90210', 'CA'],
    ['60601', 'IL'],
    ['73301', 'TX'],
    ['73102', 'OK'],
    ['74103', 'OK'],
    ['33101', 'FL'],
    ['58102', 'ND'],
    ['02108', 'MA'],
    ['98101', 'WA'],
    ['20500', 'DC'],
    ['00501', 'NY'],
    ['00901', 'PR'],
    ['00802', 'VI'],
    ['05501', 'MA'],
    ['05401', 'VT'],
    ['06103', 'CT'],
    ['07102', 'NJ'],
    ['19801', 'DE'],
    ['20166', 'VA'],
    ['21201', 'MD'],
    ['30301', 'GA'],
    ['39901', 'GA'],
    ['39201', 'MS'],
    ['56901', 'DC'],
    ['57101', 'SD'],
    ['79901', 'TX'],
    ['88510', 'TX'],
    ['87101', 'NM'],
    ['89101', 'NV'],
    ['96801', 'HI'],
    ['96910', 'GU'],
    ['97201', 'OR'],
    ['99501', 'AK'],
    ['09012', 'AE'],
    ['34002', 'AA'],
    ['96201', 'AP'],
  ])('%s is in %s', (zip, state) => {
    expect(stateFromZip(zip)).toBe(state);
  });

  it('accepts ZIP+4', () => {
    expect(stateFromZip('10001-1234')).toBe('NY');
  });

  it.each(['00001', '00499', '09901', '69401', '71501', '73201', '81701', '86601', '89901'])(
    'returns undefined for the unassigned prefix of %s',
    (zip) => {
      expect(stateFromZip(zip)).toBeUndefined();
    },
  );

  it.each(['', '1234', '123456', 'abcde', '1000l'])('returns undefined for malformed %j', (zip) => {
    expect(stateFromZip(zip)).toBeUndefined();
  });

  it('has ordered, non-overlapping ranges of 2-letter codes', () => {
    let previousEnd = -1;
    for (const [from, to, state] of zipPrefixRanges) {
      expect(from).toBeGreaterThan(previousEnd);
      expect(to).toBeGreaterThanOrEqual(from);
      expect(to).toBeLessThanOrEqual(999);
      expect(state).toMatch(/^[A-Z]{2}$/);
      previousEnd = to;
    }
  });

  it('covers all 50 states and DC', () => {
    const covered = new Set(zipPrefixRanges.map(([, , state]) => state));
    const states =
      'AL AK AZ AR CA CO CT DE DC FL GA HI ID IL IN IA KS KY LA ME MD MA MI MN MS MO MT NE NV NH NJ NM NY NC ND OH OK OR PA RI SC SD TN TX UT VT VA WA WV WI WY';
    for (const state of states.split(' ')) expect(covered.has(state), state).toBe(true);
  });
});
