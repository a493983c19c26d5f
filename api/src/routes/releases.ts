import {
  type RemotePackage,
  releaseRequest,
  remoteParam,
  remotes,
} from '@termlens/contracts/releases';
import type { Context, MiddlewareHandler } from 'hono';
import { Hono } from 'hono';
import { getCookie } from 'hono/cookie';
import { audit } from '../admin/audit';
import { SESSION_COOKIE, touchSession } from '../admin/sessions';
import type { AppEnv } from '../app-env';
import {
  hitThrottle,
  maybePrune,
  releaseTokenThrottleRule,
  resetThrottle,
} from '../lib/rate-limit';
import { validate } from '../lib/validate';
import { ReleaseConflictError } from '../releases/release-registry';
import { remoteOfToken } from '../releases/release-tokens';
import type { Releases } from '../releases/releases';

type ReleaseEnv = { Variables: AppEnv['Variables'] & { team: RemotePackage } };

const bearer = (c: Context) =>
  /^Bearer\s+(\S+)\s*$/i.exec(c.req.header('authorization') ?? '')?.[1];

/**
 * The team a release token belongs to, or the refusal to answer: 401 without a token or with a
 * wrong one, 429 once wrong tries from the address are throttled. Every refusal is audited.
 */
async function teamOf(
  c: Context,
  { db, clientAddress: ip }: AppEnv['Variables'],
  releases: Releases,
): Promise<RemotePackage | Response> {
  const token = bearer(c);
  const refuse = async (reason: string) => {
    await audit(db, 'release.token-refused', null, ip, { path: c.req.path, reason });
    return c.json({ error: 'A valid release token is required' }, 401);
  };
  if (!token) return refuse('no token');
  const subject = ip ?? 'unknown address';
  const { allowed, retryAfter } = await hitThrottle(db, releaseTokenThrottleRule, subject);
  await maybePrune(db);
  if (!allowed) {
    await audit(db, 'release.token-refused', null, ip, { path: c.req.path, reason: 'throttled' });
    c.header('Retry-After', String(retryAfter));
    return c.json({ error: 'Too many wrong release tokens: try again later' }, 429);
  }
  const team = await remoteOfToken(db, releases.envTokens, token);
  if (!team) return refuse('wrong token');
  await resetThrottle(db, releaseTokenThrottleRule, subject);
  return team;
}

/** The remote's own token only: another team's token is 403. */
const teamToken =
  (releases: Releases): MiddlewareHandler<ReleaseEnv> =>
  async (c, next) => {
    const team = await teamOf(c, c.var, releases);
    if (team instanceof Response) return team;
    const remote = c.req.param('remote');
    if (team !== remote) {
      await audit(c.var.db, 'release.token-refused', `team:${team}`, c.var.clientAddress, {
        path: c.req.path,
        reason: 'another remote',
      });
      return c.json({ error: `This token releases ${team} only` }, 403);
    }
    c.set('team', team);
    return next();
  };

/** An admin's session (the dashboard) or any team's token may read the releases. */
async function mayRead(
  c: Context,
  vars: AppEnv['Variables'],
  releases: Releases,
): Promise<Response | null> {
  const cookie = getCookie(c, SESSION_COOKIE);
  if (cookie && !bearer(c)) {
    const session = await touchSession(vars.db, cookie);
    if (!session) return c.json({ error: 'Not signed in' }, 401);
    return session.role === 'admin' ? null : c.json({ error: 'Only an admin may do this' }, 403);
  }
  const team = await teamOf(c, vars, releases);
  return team instanceof Response ? team : null;
}

const remoteOf = (name: RemotePackage) => remotes.find((r) => r.packageName === name);

/** Without releases (the API on its own, no page server): the routes exist and say so. */
const unavailable = (c: Context) =>
  c.json({ error: 'Releases are made through the page server, which serves the remotes' }, 503);

/**
 * A team's pipeline releases its remote here, and rolls it back. A build becomes current only
 * once it passes every check; a refusal leaves the current release exactly as it was.
 */
export function releaseRoutes(releases?: Releases) {
  const app = new Hono<ReleaseEnv>().use('*', async (c, next) => {
    await next();
    c.header('Cache-Control', 'no-store');
  });
  if (!releases) {
    return app
      .get('/', unavailable)
      .post('/:remote', unavailable)
      .post('/:remote/rollback', unavailable);
  }
  const remoteName = validate('param', remoteParam);
  return app
    .get('/', async (c) => {
      const refusal = await mayRead(c, c.var, releases);
      if (refusal) return refusal;
      return c.json(await releases.registry.list());
    })
    .post(
      '/:remote',
      remoteName,
      teamToken(releases),
      validate('json', releaseRequest),
      async (c) => {
        const { remote } = c.req.valid('param');
        const { manifestUrl } = c.req.valid('json');
        const actor = `team:${c.var.team}`;
        const ip = c.var.clientAddress;
        const target = remoteOf(remote);
        if (!target) return c.json({ error: 'No such remote' }, 404);
        const result = await releases.check(target, manifestUrl);
        if (!result.ok) {
          await audit(c.var.db, 'release.refused', actor, ip, {
            remote,
            manifestUrl,
            problems: result.problems,
          });
          return c.json(
            {
              error: 'The build does not fit the site: nothing was released',
              problems: result.problems,
            },
            422,
          );
        }
        try {
          const release = await releases.registry.activate(
            remote,
            { manifestUrl, buildVersion: result.buildVersion, manifestHash: result.manifestHash },
            actor,
          );
          await audit(c.var.db, 'release.activate', actor, ip, {
            remote,
            releaseId: release.id,
            manifestUrl,
          });
          return c.json(release, 201);
        } catch (err) {
          if (!(err instanceof ReleaseConflictError)) throw err;
          return c.json({ error: 'Another release of this remote came first: try again' }, 409);
        }
      },
    )
    .post('/:remote/rollback', remoteName, teamToken(releases), async (c) => {
      const { remote } = c.req.valid('param');
      return rollBack(c, c.var, releases, remote, `team:${c.var.team}`);
    });
}

/** Rolls a remote back, for a team's token or an admin's button: 201, or 409 with none to return to. */
export async function rollBack(
  c: Context,
  { db, clientAddress }: AppEnv['Variables'],
  releases: Releases,
  remote: RemotePackage,
  actor: string,
): Promise<Response> {
  try {
    const release = await releases.registry.rollback(remote, actor);
    if (!release) {
      await audit(db, 'release.refused', actor, clientAddress, {
        remote,
        rollback: true,
        problems: ['no previous release'],
      });
      return c.json({ error: `${remote} has no previous release to roll back to` }, 409);
    }
    await audit(db, 'release.rollback', actor, clientAddress, {
      remote,
      releaseId: release.id,
      manifestUrl: release.manifestUrl,
    });
    return c.json(release, 201);
  } catch (err) {
    if (!(err instanceof ReleaseConflictError)) throw err;
    return c.json({ error: 'Another release of this remote came first: try again' }, 409);
  }
}
