import type { Database } from './db/client';
import type { Logger } from './lib/logger';
import type { RequestPolicy } from './lib/request-policy';

/**
 * What every request handler can read from the context. On the paths every request of a kind
 * takes (middleware, kept lists, the lead intake) read them with `c.get()`: `c.var` copies every
 * variable into a new object on each access.
 */
export interface AppEnv {
  Variables: {
    db: Database;
    log: Logger;
    requestId: string;
    /** the caller's address (socket, or the trusted proxy's header); null without a socket */
    clientAddress: string | null;
    policy: RequestPolicy;
  };
}
