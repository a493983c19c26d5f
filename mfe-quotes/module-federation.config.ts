import { publishedSite } from './src/site/published-site';

// What this remote offers the shell: one file per exposed module in src/exposes/.
export const federation = {
  site: publishedSite,
  name: 'mfe_quotes',
  exposes: {
    './compare-page': './src/exposes/compare-page.tsx',
    './calculator-page': './src/exposes/calculator-page.tsx',
    './compare-section': './src/exposes/compare-section.tsx',
  },
};
