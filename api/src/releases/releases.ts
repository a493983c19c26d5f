import type { Remote, RemotePackage } from '@termlens/contracts/releases';
import type { ReleaseCheckResult } from './release-checks';
import type { ReleaseRegistry } from './release-registry';

/** What the release routes work with; the page server makes it, since the checks need its host. */
export interface Releases {
  registry: ReleaseRegistry;
  check(remote: Remote, manifestUrl: string): Promise<ReleaseCheckResult>;
  /** RELEASE_TOKEN_MFE_* */
  envTokens: Partial<Record<RemotePackage, string>>;
}
