// The host exposes nothing and lists no remotes: it registers them at run time from
// /runtime-config.json, so a remote can move without rebuilding the shell.
export const federation = { name: 'shell' } as const;
