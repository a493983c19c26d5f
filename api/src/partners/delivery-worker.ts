import type { Database } from '../db/client';
import type { Logger } from '../lib/logger';
import { type RepeatingJob, repeatJob } from '../lib/repeat-job';
import { deliverLeads } from './deliver-leads';

export interface DeliveryWorkerOptions {
  db: Database;
  log: Logger;
  url: string;
  secret: string;
  everyMs?: number;
  batchSize?: number;
}

/** The partner delivery job of one API process; every process may run one. */
export function startDeliveryWorker(options: DeliveryWorkerOptions): RepeatingJob {
  const batchSize = options.batchSize ?? 10;
  return repeatJob(options.log, 'partner delivery', options.everyMs ?? 5_000, async () => {
    const run = await deliverLeads(options.db, { ...options, batchSize });
    const claimed = run.delivered + run.failed + run.dead;
    if (claimed > 0) options.log.info('leads delivered to partner', { ...run });
    return claimed === batchSize && run.delivered > 0;
  });
}
