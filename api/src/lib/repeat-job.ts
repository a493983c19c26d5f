import { errorFacts } from './error-facts';
import type { Logger } from './logger';

export interface RepeatingJob {
  /** stops the timer and waits for a run in flight, so the database can close after it */
  stop(): Promise<void>;
}

/**
 * Runs a background job at once and then every `ms`. A run never overlaps the previous one;
 * `run` answers whether to run again at once (a full batch: more is waiting) rather than on the
 * next tick. The timer is unref'd, so it never keeps the process alive.
 */
export function repeatJob(
  log: Logger,
  name: string,
  ms: number,
  run: () => Promise<boolean>,
): RepeatingJob {
  let running: Promise<void> | undefined;
  let stopped = false;
  const tick = () => {
    if (running || stopped) return;
    running = (async () => {
      while (!stopped && (await run()));
    })()
      .catch((error: unknown) => {
        log.error('background job failed', { job: name, ...errorFacts(error) });
      })
      .finally(() => {
        running = undefined;
      });
  };
  const timer = setInterval(tick, ms);
  timer.unref();
  tick();
  return {
    stop: async () => {
      stopped = true;
      clearInterval(timer);
      await running;
    },
  };
}
