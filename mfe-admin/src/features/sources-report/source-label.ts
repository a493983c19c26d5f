import type { SourcesReportRow } from '@termlens/contracts/lead-operations';

/** "google / cpc / spring", with "(none)" where the visit carried no tag. */
export const sourceLabel = (row: SourcesReportRow) =>
  [row.utm_source, row.utm_medium, row.utm_campaign].map((v) => v ?? '(none)').join(' / ');
