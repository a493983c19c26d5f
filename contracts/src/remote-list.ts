// Kept apart from the release schemas: the shell's browser code reads this list, and must not
// carry zod for it.

// The four remotes the shell loads at run time, each released by its own team. `name` is the
// federation name (the manifest's `name`), `packageName` the one a team releases by.
export const remotes = [
  { name: 'mfe_quotes', packageName: 'mfe-quotes', envVar: 'REMOTE_MFE_QUOTES_URL' },
  { name: 'mfe_content', packageName: 'mfe-content', envVar: 'REMOTE_MFE_CONTENT_URL' },
  { name: 'mfe_leads', packageName: 'mfe-leads', envVar: 'REMOTE_MFE_LEADS_URL' },
  { name: 'mfe_admin', packageName: 'mfe-admin', envVar: 'REMOTE_MFE_ADMIN_URL' },
] as const;

export type Remote = (typeof remotes)[number];
export type RemoteName = Remote['name'];
export type RemotePackage = Remote['packageName'];

export const remotePackages = remotes.map((r) => r.packageName) as [
  RemotePackage,
  ...RemotePackage[],
];
