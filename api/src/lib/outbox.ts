import type { Database } from '../db/client';
import { emailOutbox } from '../db/schema';

export interface OutboxEmail {
  kind: string;
  to: string;
  subject: string;
  text: string;
  /** the HTML alternative; plain-text-only messages leave it out */
  html?: string;
}

type Executor = Pick<Database, 'insert'>;

/**
 * Queue an email: the one way any part of the API sends mail. The row is the record of it;
 * the delivery worker sends it later, so a request never waits on a mail server.
 */
export async function recordEmail(db: Executor, email: OutboxEmail): Promise<void> {
  await db.insert(emailOutbox).values(email);
}
