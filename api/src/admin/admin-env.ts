import type { AppEnv } from '../app-env';
import type { AdminSession } from './sessions';

/** The context of a signed-in admin request. */
export interface AdminEnv {
  Variables: AppEnv['Variables'] & { admin: AdminSession };
}
