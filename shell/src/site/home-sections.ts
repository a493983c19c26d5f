// The remote modules the home page shows as sections: a remote's release must expose each one
// it owns, as it must its pages.
import type { RemoteName } from './remotes';

export interface HomeSection {
  remote: RemoteName;
  module: string;
}

export const homeSections: readonly HomeSection[] = [
  { remote: 'mfe_content', module: 'news-strip' },
  { remote: 'mfe_quotes', module: 'compare-section' },
  { remote: 'mfe_leads', module: 'lead-form-section' },
];
