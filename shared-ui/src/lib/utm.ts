export interface UtmFields {
  utm_source: string;
  utm_medium: string;
  utm_campaign: string;
}

/** UTM fields from the page's query string, with the site's defaults for a direct visit. */
export function readUtm(
  campaign: string,
  search: string = globalThis.location?.search ?? '',
): UtmFields {
  const params = new URLSearchParams(search);
  return {
    utm_source: params.get('utm_source') || 'direct',
    utm_medium: params.get('utm_medium') || 'website',
    utm_campaign: params.get('utm_campaign') || campaign,
  };
}
