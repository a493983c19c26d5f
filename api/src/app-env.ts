import type { Database } from './db/client';
import type { Logger } from './lib/logger';

/** What every request handler can read from the context. */
export interface AppEnv {
  Variables: {
    db: Database;
    log: Logger;
    requestId: string;
  };
}
