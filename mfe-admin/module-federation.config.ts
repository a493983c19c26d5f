import { publishedSite } from './src/site/published-site';

// What this remote offers the shell: one file per exposed module in src/exposes/.
export const federation = {
  site: publishedSite,
  name: 'mfe_admin',
  exposes: {
    './admin-page': './src/exposes/admin-page.tsx',
  },
};
