import type { Database } from '../db/client';
import { emailOutbox } from '../db/schema';

export interface OutgoingEmail {
  kind: string;
  to: string;
  subject: string;
  text: string;
  html?: string;
}

/**
 * Queues an email as a pending outbox row. Sending is the mailer's job: a request never
 * waits on SMTP, and a mail server outage loses nothing.
 */
export async function enqueueEmail(db: Database, email: OutgoingEmail): Promise<void> {
  await db.insert(emailOutbox).values({ ...email, html: email.html ?? null, status: 'pending' });
}
