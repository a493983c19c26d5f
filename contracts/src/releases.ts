import { z } from 'zod';

export {
  type Remote,
  type RemoteName,
  type RemotePackage,
  remotePackages,
  remotes,
} from './remote-list';

import { type RemotePackage, remotePackages } from './remote-list';

/** The environment variable holding a remote's release token, e.g. RELEASE_TOKEN_MFE_QUOTES. */
export const releaseTokenEnvVar = (remote: RemotePackage) =>
  `RELEASE_TOKEN_${remote.toUpperCase().replace(/-/g, '_')}`;

export const remoteParam = z.object({ remote: z.enum(remotePackages) });

export const releaseRequest = z.object({
  /** an absolute http(s) URL, or a path on the site's own origin */
  manifestUrl: z
    .string()
    .trim()
    .min(1)
    .max(2000)
    .refine((url) => /^https?:\/\//i.test(url) || /^\/(?!\/)/.test(url), {
      message: 'An absolute http(s) URL or a path starting with /',
    }),
});

export interface Release {
  id: number;
  remote: RemotePackage;
  manifestUrl: string;
  /** the manifest's build version; empty for a release seeded from the environment */
  buildVersion: string;
  /** sha-256 of the manifest's text; empty for a release seeded from the environment */
  manifestHash: string;
  releasedBy: string;
  activatedAt: string;
  isRollback: boolean;
}

export interface RemoteReleases {
  remote: RemotePackage;
  current: Release | null;
  /** newest first, the current release included */
  history: Release[];
  /** whether a rollback has a release to return to */
  canRollBack: boolean;
}

export interface ReleaseRefusal {
  error: string;
  problems: string[];
}
