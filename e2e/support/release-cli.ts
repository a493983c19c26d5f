import { releaseCommand } from '@termlens/api/releases/release-cli';

/** Runs the teams' release CLI against a site, as a team's pipeline would, with its token. */
export async function releaseCli(args: string[], site: string, token: string) {
  const lines: string[] = [];
  const exit = await releaseCommand([...args, '--site', site], {
    env: { RELEASE_TOKEN: token },
    fetch,
    out: (l) => lines.push(l),
    err: (l) => lines.push(l),
  });
  return { exit, lines, at: Date.now() };
}
