import { stateFromZip } from '../quotes/zip-to-state';

const EASTERN = 'America/New_York';
const CENTRAL = 'America/Chicago';
const MOUNTAIN = 'America/Denver';
const PACIFIC = 'America/Los_Angeles';

const stateZones: Record<string, string> = {
  ...Object.fromEntries(
    ['CT', 'DE', 'DC', 'FL', 'GA', 'KY', 'ME', 'MD', 'MA', 'NH', 'NJ', 'NY', 'NC', 'OH', 'PA', 'RI']
      .concat(['SC', 'VT', 'VA', 'WV'])
      .map((s) => [s, EASTERN]),
  ),
  ...Object.fromEntries(
    [
      'AL',
      'AR',
      'IL',
      'IA',
      'KS',
      'LA',
      'MN',
      'MS',
      'MO',
      'NE',
      'ND',
      'OK',
      'SD',
      'TN',
      'TX',
      'WI',
    ].map((s) => [s, CENTRAL]),
  ),
  ...Object.fromEntries(['CO', 'MT', 'NM', 'UT', 'WY'].map((s) => [s, MOUNTAIN])),
  ...Object.fromEntries(['CA', 'NV', 'OR', 'WA'].map((s) => [s, PACIFIC])),
  AZ: 'America/Phoenix',
  ID: 'America/Boise',
  IN: 'America/Indiana/Indianapolis',
  MI: 'America/Detroit',
  AK: 'America/Anchorage',
  HI: 'Pacific/Honolulu',
  PR: 'America/Puerto_Rico',
  VI: 'America/St_Thomas',
  GU: 'Pacific/Guam',
};

/**
 * The 3-digit ZIP prefixes of split states that keep the other side's clock: the Florida
 * panhandle, East Tennessee, western Kentucky, Indiana's Chicago and Evansville corners, the
 * western Dakotas and Nebraska panhandle, El Paso, the Idaho panhandle and eastern Oregon. A few
 * counties still fall on the wrong side of a prefix; a ZIP-level table would fix those.
 */
const prefixZones: readonly [from: number, to: number, zone: string][] = [
  [324, 325, CENTRAL],
  [373, 374, EASTERN],
  [376, 379, EASTERN],
  [420, 424, CENTRAL],
  [463, 464, CENTRAL],
  [476, 477, CENTRAL],
  [577, 577, MOUNTAIN],
  [586, 586, MOUNTAIN],
  [693, 693, MOUNTAIN],
  [798, 799, MOUNTAIN],
  [835, 838, PACIFIC],
  [885, 885, MOUNTAIN],
  [979, 979, 'America/Boise'],
];

/** The IANA time zone of a ZIP code; undefined when the ZIP maps to no state or a military one. */
export function timeZoneFromZip(zip: string): string | undefined {
  const state = stateFromZip(zip);
  if (state === undefined) return undefined;
  const prefix = Number(zip.trim().slice(0, 3));
  const split = prefixZones.find(([from, to]) => prefix >= from && prefix <= to);
  return split?.[2] ?? stateZones[state];
}
