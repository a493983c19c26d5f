import type { Database } from '../db/client';
import { emailOutbox } from '../db/schema';

export interface OutboxEmail {
  kind: string;
  to: string;
  subject: string;
  text: string;
}

type Executor = Pick<Database, 'insert'>;

/** Queue an email; the row is the record of it, a sender delivers it later. */
export async function recordEmail(db: Executor, email: OutboxEmail): Promise<void> {
  await db.insert(emailOutbox).values(email);
}
