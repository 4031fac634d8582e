/**
 * Runs the platform's jobs on timers inside the server (when `config.scheduleJobs`): the accrual at start
 * and every hour, and the daily jobs (the accounts area's retention) at start and every 24 hours.
 *
 * When a day is credited: a day's earnings are credited once that UTC day has begun, so each run accrues
 * through today (UTC). A plan started on day D therefore earns its first day at 00:00 UTC on D + 1 (or at
 * the first hourly run after it). Several instances may run this at once: the accrual is idempotent and
 * takes its own lock.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { DB } from '../db/database';
import { utcDay } from '../modules/ledger/money';
import type { App } from '../types';
import { runAccrual } from './accrual';

const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;

/** A job run once a day with the current time (e.g. `runRetention(db, now)`). */
export interface DailyJob {
  name: string;
  run(db: DB, now: Date): Promise<unknown>;
}

export interface SchedulerOptions {
  db: DB;
  log: FastifyBaseLogger;
  dailyJobs?: DailyJob[];
  now?: () => Date;
  /** After each accrual run: plans it completed leave the public figures (the cached copy is dropped). */
  onAccrued?: () => void;
}

export interface Scheduler {
  /** Stops the timers and waits for a job in progress to finish (call before closing the database). */
  stop(): Promise<void>;
}

export const startScheduler = ({
  db,
  log,
  dailyJobs = [],
  now = () => new Date(),
  onAccrued,
}: SchedulerOptions): Scheduler => {
  const running = new Set<Promise<void>>();
  const busy = new Set<string>();

  /** Runs a job unless the same job is still running from the previous tick; failures are logged. */
  const launch = (name: string, job: () => Promise<unknown>) => {
    if (busy.has(name)) return;
    busy.add(name);
    const run = job()
      .then((result) => log.info({ job: name, result }, 'job finished'))
      .catch((error: unknown) => log.error({ job: name, err: error }, 'job failed'))
      .finally(() => {
        busy.delete(name);
        running.delete(run);
      });
    running.add(run);
  };

  const accrue = () =>
    launch('accrual', async () => {
      const result = await runAccrual(db, utcDay(now()));
      onAccrued?.();
      // Every other plan was credited; these need someone to look at them (decisions §2).
      for (const plan of result.skipped) log.warn({ job: 'accrual', ...plan }, 'plan skipped by the accrual');
      return result;
    });
  const daily = () => {
    for (const job of dailyJobs) launch(job.name, () => job.run(db, now()));
  };

  accrue();
  daily();
  const timers = [setInterval(accrue, HOUR_MS), setInterval(daily, DAY_MS)];
  return {
    stop: async () => {
      for (const timer of timers) clearInterval(timer);
      await Promise.allSettled([...running]);
    },
  };
};

/**
 * Wires the scheduler to the app's life: started once the app is ready, stopped before it closes (so no
 * job outlives the database). Tests leave `config.scheduleJobs` off and never call this.
 */
export const scheduleJobs = (app: App, dailyJobs: DailyJob[] = []) => {
  let scheduler: Scheduler | undefined;
  app.addHook('onReady', async () => {
    scheduler = startScheduler({
      db: app.db,
      log: app.log,
      dailyJobs,
      onAccrued: () => app.publicCache.invalidate('public-stats'),
    });
  });
  app.addHook('preClose', async () => {
    await scheduler?.stop();
  });
};
