import { and, asc, eq, isNull, lte } from 'drizzle-orm';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { CachedReport } from '../insight-report';
import { nextRunAfter } from '@portal/domain/insights/report-schedule-times';
import type { Config } from '../../../config';
import type { Database } from '../../../db/client';
import { reportSchedules } from '../../../db/schema/report-schedules';
import { ReportCache } from '../report-cache';
import { deliverSchedule } from './deliver-schedule';
import type { ScheduleRow } from './schedule-rows';

/** Most schedules one round takes; the next round takes the rest. */
const BATCH = 20;
/** Schedules of one round that run the same report with the same scope share its result. */
const ROUND_CACHE_MS = 60_000;

/**
 * Takes the schedules due at `now` in one short transaction (FOR UPDATE SKIP LOCKED as the owner
 * role, across networks) and moves each one's next run past `now` before committing. Another
 * instance running the same statement skips the locked rows, and once this commits they are no
 * longer due, so each occurrence is taken by exactly one runner. A runner dying after the claim
 * loses that occurrence rather than sending it twice.
 */
export const claimDueSchedules = (db: Database, now: Date, batch = BATCH): Promise<ScheduleRow[]> =>
  db.transaction(async (tx) => {
    const due = await tx
      .select()
      .from(reportSchedules)
      .where(and(isNull(reportSchedules.cancelledAt), lte(reportSchedules.nextRunAt, now)))
      .orderBy(asc(reportSchedules.nextRunAt), asc(reportSchedules.id))
      .limit(batch)
      .for('update', { skipLocked: true });
    for (const schedule of due) {
      await tx.update(reportSchedules).set({ nextRunAt: nextRunAfter(schedule, now), lastRunAt: now }).where(eq(reportSchedules.id, schedule.id));
    }
    return due;
  });

/** Runs every schedule due at `now`, batch after batch; answers how many e-mails were queued. */
export const runDueSchedules = async (db: Database, publicUrl: string, log: FastifyBaseLogger, now = new Date()): Promise<number> => {
  const cache = new ReportCache<CachedReport>(ROUND_CACHE_MS, BATCH);
  let queued = 0;
  for (let due = await claimDueSchedules(db, now); due.length > 0; due = await claimDueSchedules(db, now)) {
    for (const schedule of due) {
      try {
        queued += (await deliverSchedule(db, cache, schedule, publicUrl, now)).queued;
      } catch (error) {
        // One schedule's failure (recorded on its row) does not stop the others.
        log.error({ err: error, reportScheduleId: schedule.id }, 'scheduled report not delivered');
      }
    }
  }
  return queued;
};

export interface ScheduleRunner {
  /** Runs a round now (a schedule created to send its first e-mail at once). */
  wake(): void;
}

/**
 * Every API instance checks every REPORT_SCHEDULE_CHECK_SECONDS (0: never) from when the server is
 * ready until it closes; the claim makes them agree, so no instance is special.
 */
export const startReportScheduleRunner = (
  app: FastifyInstance,
  config: Pick<Config, 'REPORT_SCHEDULE_CHECK_SECONDS' | 'PUBLIC_URL'>,
  db: Database,
  onQueued: () => void = () => undefined,
): ScheduleRunner => {
  const seconds = config.REPORT_SCHEDULE_CHECK_SECONDS;
  const log: FastifyBaseLogger = app.log.child({ component: 'report-schedules' });
  let timer: NodeJS.Timeout | undefined;
  let round: Promise<void> | undefined;
  let again = false;
  let closed = false;
  const run = () => {
    // One round at a time; a wake during a round asks for one more, so a schedule due meanwhile waits no tick.
    if (round) {
      again = true;
      return;
    }
    round = runDueSchedules(db, config.PUBLIC_URL, log)
      .then((queued) => {
        if (queued > 0) onQueued();
      })
      .catch((error: unknown) => log.error({ err: error }, 'report schedule round failed'))
      .finally(() => {
        round = undefined;
        if (again && !closed) {
          again = false;
          run();
        }
      });
  };
  app.addHook('onReady', async () => {
    if (seconds === 0) return;
    timer = setInterval(run, seconds * 1000);
    timer.unref();
    run();
  });
  app.addHook('onClose', async () => {
    closed = true;
    clearInterval(timer);
    await round;
  });
  return { wake: () => (seconds === 0 || closed ? undefined : run()) };
};
