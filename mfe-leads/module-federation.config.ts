import { publishedSite } from './src/site/published-site';

// What this remote offers the shell: one file per exposed module in src/exposes/.
export const federation = {
  site: publishedSite,
  name: 'mfe_leads',
  exposes: {
    './apply-page': './src/exposes/apply-page.tsx',
    './contact-page': './src/exposes/contact-page.tsx',
    './data-rights-page': './src/exposes/data-rights-page.tsx',
    './lead-form-section': './src/exposes/lead-form-section.tsx',
  },
};
