import type { Database } from '../db/client';
import type { Logger } from '../lib/logger';
import { repeatJob } from '../lib/repeat-job';
import { signingSecret } from '../lib/signing-secret';
import { deliverOutbox } from './deliver-outbox';
import type { MailTransport } from './mail-transport';
import { sendCourseLessons } from './send-course-lessons';

export interface MailWorkerOptions {
  db: Database;
  log: Logger;
  transport: MailTransport;
  from: string;
  siteUrl: string;
  envSecret?: string;
  /** rows claimed per delivery run; a full batch is followed by the next one at once */
  batchSize?: number;
  deliverEveryMs?: number;
  courseEveryMs?: number;
}

/**
 * The background mail jobs of one API process: the outbox delivery and the course sender, each
 * run at start and then on its own interval. A run never overlaps the previous one; timers are
 * unref'd so they never keep the process alive; stop() waits for a run in flight so the
 * database can close after it.
 */
export function startMailWorkers(options: MailWorkerOptions) {
  const { db, log } = options;
  const batchSize = options.batchSize ?? 20;
  const jobs = [
    repeatJob(log, 'outbox delivery', options.deliverEveryMs ?? 5_000, async () => {
      const secret = await signingSecret(db, options.envSecret);
      const result = await deliverOutbox(db, { ...options, secret, batchSize });
      const claimed = result.sent + result.recorded + result.failed + result.cancelled;
      if (claimed > 0) log.info('outbox delivered', { ...result });
      // A full batch means more is waiting; when every send failed, the mail server is likely
      // down, and the next tick is soon enough to try again.
      return claimed === batchSize && result.failed < claimed;
    }),
    repeatJob(log, 'course sender', options.courseEveryMs ?? 60_000, async () => {
      const secret = await signingSecret(db, options.envSecret);
      const queued = await sendCourseLessons(db, { siteUrl: options.siteUrl, secret });
      if (queued > 0) log.info('course lessons queued', { queued });
      return false;
    }),
  ];

  return {
    stop: async () => {
      await Promise.all(jobs.map((job) => job.stop()));
    },
  };
}
