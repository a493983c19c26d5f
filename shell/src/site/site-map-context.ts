import type { SiteMap } from '@termlens/contracts/published-site';
import { createContext, useContext } from 'react';

/**
 * The remotes' pages and home sections from their current releases: the server renders with
 * the map it read for the request and writes the same map into the page for the browser.
 */
export const SiteMapContext = createContext<SiteMap>({ routes: [], homeSections: [] });

export const useSiteMap = () => useContext(SiteMapContext);
