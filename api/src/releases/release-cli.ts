import { type Release, type ReleaseRefusal, remotePackages } from '@termlens/contracts/releases';

const usage = [
  'Usage:',
  '  pnpm release <remote> <manifest-url> --site <origin>',
  '  pnpm release:rollback <remote> --site <origin>',
  `<remote> is one of ${remotePackages.join(', ')}; the token comes from RELEASE_TOKEN.`,
].join('\n');

interface Io {
  env: Partial<Record<string, string | undefined>>;
  fetch: typeof fetch;
  out: (line: string) => void;
  err: (line: string) => void;
}

/**
 * A team's pipeline step: releases a build of its remote, or rolls it back. Answers the exit
 * code: 0 done, 1 refused (the problems printed), 2 wrong usage.
 */
export async function releaseCommand(args: string[], io: Io): Promise<number> {
  const [action, ...rest] = args;
  const siteAt = rest.indexOf('--site');
  const site = siteAt >= 0 ? rest[siteAt + 1] : undefined;
  const positional = siteAt >= 0 ? rest.filter((_, i) => i !== siteAt && i !== siteAt + 1) : rest;
  const [remote, manifestUrl] = positional;
  const expected = action === 'release' ? 2 : 1;
  const token = io.env.RELEASE_TOKEN?.trim();
  if (
    (action !== 'release' && action !== 'rollback') ||
    positional.length !== expected ||
    !site ||
    !remotePackages.includes(remote as never)
  ) {
    io.err(usage);
    return 2;
  }
  if (!token) {
    io.err('RELEASE_TOKEN is not set: it holds the release token of your remote.');
    return 2;
  }
  const origin = site.replace(/\/+$/, '');
  const response = await io
    .fetch(
      action === 'release'
        ? `${origin}/api/releases/${remote}`
        : `${origin}/api/releases/${remote}/rollback`,
      {
        method: 'POST',
        headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
        body: action === 'release' ? JSON.stringify({ manifestUrl }) : undefined,
      },
    )
    .catch((err: unknown) => err as Error);
  if (response instanceof Error) {
    io.err(`${origin} could not be reached: ${response.message}`);
    return 1;
  }
  const body = (await response.json().catch(() => ({}))) as Partial<Release & ReleaseRefusal>;
  if (response.status === 201) {
    const what = body.isRollback ? 'rolled back to' : 'released';
    io.out(
      `${remote} ${what} ${body.manifestUrl} (build ${body.buildVersion || 'unknown'}), live at ${body.activatedAt}`,
    );
    return 0;
  }
  io.err(`${remote}: ${response.status} ${body.error ?? response.statusText}`);
  for (const problem of body.problems ?? []) io.err(`  - ${problem}`);
  return 1;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  process.exitCode = await releaseCommand(process.argv.slice(2), {
    env: process.env,
    fetch,
    out: (line) => console.info(line),
    err: (line) => console.error(line),
  });
}
