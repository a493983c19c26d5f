// USPS 3-digit ZIP prefix ranges (first three digits of the ZIP -> state, DC, territory or
// military "state" AA/AE/AP). Unassigned prefixes inside a state's run are kept in that run;
// the unassigned blocks between runs (000-004, 099, 269, 428-429, 529, 568, 578-579, 589, 659,
// 694-699, 715, 732, 817-819, 839, 848-849, 866-869, 886-888, 899) are left out and return undefined.
export type ZipPrefixRange = readonly [from: number, to: number, state: string];

export const zipPrefixRanges: readonly ZipPrefixRange[] = [
  [5, 5, 'NY'], // Holtsville IRS
  [6, 7, 'PR'],
  [8, 8, 'VI'],
  [9, 9, 'PR'],
  [10, 27, 'MA'],
  [28, 29, 'RI'],
  [30, 38, 'NH'],
  [39, 49, 'ME'],
  [50, 54, 'VT'],
  [55, 55, 'MA'], // Andover IRS
  [56, 59, 'VT'],
  [60, 69, 'CT'],
  [70, 89, 'NJ'],
  [90, 98, 'AE'],
  [100, 149, 'NY'],
  [150, 196, 'PA'],
  [197, 199, 'DE'],
  [200, 200, 'DC'],
  [201, 201, 'VA'], // Dulles
  [202, 205, 'DC'],
  [206, 219, 'MD'],
  [220, 246, 'VA'],
  [247, 268, 'WV'],
  [270, 289, 'NC'],
  [290, 299, 'SC'],
  [300, 319, 'GA'],
  [320, 339, 'FL'],
  [340, 340, 'AA'],
  [341, 349, 'FL'],
  [350, 369, 'AL'],
  [370, 385, 'TN'],
  [386, 397, 'MS'],
  [398, 399, 'GA'],
  [400, 427, 'KY'],
  [430, 459, 'OH'],
  [460, 479, 'IN'],
  [480, 499, 'MI'],
  [500, 528, 'IA'],
  [530, 549, 'WI'],
  [550, 567, 'MN'],
  [569, 569, 'DC'], // parcel return
  [570, 577, 'SD'],
  [580, 588, 'ND'],
  [590, 599, 'MT'],
  [600, 629, 'IL'],
  [630, 658, 'MO'],
  [660, 679, 'KS'],
  [680, 693, 'NE'],
  [700, 714, 'LA'],
  [716, 729, 'AR'],
  [730, 731, 'OK'],
  [733, 733, 'TX'], // Austin IRS
  [734, 749, 'OK'],
  [750, 799, 'TX'],
  [800, 816, 'CO'],
  [820, 831, 'WY'],
  [832, 838, 'ID'],
  [840, 847, 'UT'],
  [850, 865, 'AZ'],
  [870, 884, 'NM'],
  [885, 885, 'TX'], // El Paso
  [889, 898, 'NV'],
  [900, 961, 'CA'],
  [962, 966, 'AP'],
  [967, 968, 'HI'],
  [969, 969, 'GU'], // also MP, MH, FM, PW
  [970, 979, 'OR'],
  [980, 994, 'WA'],
  [995, 999, 'AK'],
];

/** USPS state code for a 5-digit ZIP (ZIP+4 accepted); undefined when malformed or unassigned. */
export function stateFromZip(zip: string): string | undefined {
  const match = /^(\d{3})\d{2}(?:-\d{4})?$/.exec(zip.trim());
  if (match === null || match[1] === undefined) return undefined;
  const prefix = Number(match[1]);
  for (const [from, to, state] of zipPrefixRanges) {
    if (prefix >= from && prefix <= to) return state;
  }
  return undefined;
}
