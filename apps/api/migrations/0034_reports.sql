ALTER TABLE "interviews" ADD COLUMN "review_started_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "timecards" ADD COLUMN "overtime_minutes" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX "interviews_network_created_idx" ON "interviews" USING btree ("network_id","created_at");--> statement-breakpoint
CREATE INDEX "clinician_evaluations_network_created_idx" ON "clinician_evaluations" USING btree ("network_id","created_at");
--> statement-breakpoint
-- Weeks stored before this migration take their overtime as `weekOvertimeMinutes`
-- (packages/domain/src/timecards/timecard-rules.ts) counts it; from now on the API and the seeds write
-- it with every week's totals (docs/decisions/0145-hours-and-overtime-report.md): overtime shifts' paid
-- minutes, and on other shifts of a scheduled day the minutes past that day's scheduled length beyond
-- the 15-minute grace.
UPDATE timecards t SET overtime_minutes = o.minutes
FROM (
  SELECT l.timecard_id,
         sum(CASE WHEN l.shift_type = 'overtime' THEN greatest(0, l.end_minute - l.start_minute - l.break_minutes)
                  WHEN s.scheduled IS NOT NULL AND l.end_minute - l.start_minute > s.scheduled + 15 THEN l.end_minute - l.start_minute - s.scheduled
                  ELSE 0 END)::int AS minutes
  FROM timecard_lines l
  JOIN timecards w ON w.id = l.timecard_id
  LEFT JOIN LATERAL (SELECT sum((e ->> 'endMinute')::int - (e ->> 'startMinute')::int) AS scheduled
                     FROM jsonb_array_elements(w.schedule) e WHERE (e ->> 'date')::date = l.work_date) s ON true
  WHERE NOT l.no_show
  GROUP BY l.timecard_id
) o
WHERE o.timecard_id = t.id;
--> statement-breakpoint
-- An open interview's candidate still has its review clock's submission (the clock moves it only when
-- the interview ends); an ended one's is no longer known and stays null, out of the time to interview.
UPDATE interviews i SET review_started_at = d.submitted_at
FROM deals d
WHERE d.id = i.deal_id AND i.status IN ('Requested', 'Proposed', 'Confirmed');
