// The four remotes the shell loads at run time. The server turns this list into its runtime
// config, written into every page and answered at /runtime-config.json; the shell registers
// whatever that config says.

export const remotes = [
  { name: 'mfe_quotes', packageName: 'mfe-quotes', envVar: 'REMOTE_MFE_QUOTES_URL' },
  { name: 'mfe_content', packageName: 'mfe-content', envVar: 'REMOTE_MFE_CONTENT_URL' },
  { name: 'mfe_leads', packageName: 'mfe-leads', envVar: 'REMOTE_MFE_LEADS_URL' },
  { name: 'mfe_admin', packageName: 'mfe-admin', envVar: 'REMOTE_MFE_ADMIN_URL' },
] as const;

export type Remote = (typeof remotes)[number];

export type RemoteName = Remote['name'];

export interface RuntimeConfig {
  /** remote name -> URL of its mf-manifest.json */
  remotes: Record<RemoteName, string>;
}

export const runtimeConfigPath = '/runtime-config.json';

/** id of the JSON block holding the runtime config in the pages the server renders */
export const runtimeConfigElementId = 'runtime-config';
