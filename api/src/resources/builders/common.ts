// Values shared by every resource builder.
import { company } from '@termlens/contracts/company';

/** Fixed creation/modification date written into every resource file, so builds are byte-identical. */
export const RESOURCE_FILE_DATE = new Date(Date.UTC(2025, 0, 1, 0, 0, 0));

/** The not-an-insurer disclaimer printed on every resource. */
export const RESOURCE_DISCLAIMER =
  `${company.name} is a comparison service, not an insurance company. Quotes and figures are illustrative; ` +
  'actual coverage, rates and terms are set by the insurer after underwriting. This is general information, not advice.';
