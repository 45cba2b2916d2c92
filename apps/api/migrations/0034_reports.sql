CREATE TABLE "timecard_week_totals" (
	"network_id" uuid NOT NULL,
	"week_start" date NOT NULL,
	"hospital_id" uuid NOT NULL,
	"unit_id" uuid NOT NULL,
	"title" text NOT NULL,
	"weeks" integer NOT NULL,
	"worked_minutes" bigint NOT NULL,
	"scheduled_minutes" bigint NOT NULL,
	"overtime_minutes" bigint NOT NULL,
	CONSTRAINT "timecard_week_totals_pkey" PRIMARY KEY("network_id","week_start","hospital_id","unit_id","title")
);
--> statement-breakpoint
ALTER TABLE "interviews" ADD COLUMN "review_started_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "clinician_evaluations" ADD COLUMN "title" text;--> statement-breakpoint
ALTER TABLE "timecards" ADD COLUMN "overtime_minutes" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "timecard_week_totals" ADD CONSTRAINT "timecard_week_totals_network_id_networks_id_fk" FOREIGN KEY ("network_id") REFERENCES "public"."networks"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "timecard_week_totals" ADD CONSTRAINT "timecard_week_totals_hospital_id_hospitals_id_fk" FOREIGN KEY ("hospital_id") REFERENCES "public"."hospitals"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "timecard_week_totals" ADD CONSTRAINT "timecard_week_totals_unit_id_units_id_fk" FOREIGN KEY ("unit_id") REFERENCES "public"."units"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
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
--> statement-breakpoint
GRANT SELECT, INSERT, UPDATE, DELETE ON timecard_week_totals TO portal_app;
--> statement-breakpoint
ALTER TABLE timecard_week_totals ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE timecard_week_totals FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY tenant_isolation ON timecard_week_totals TO portal_app
  USING (network_id = nullif(current_setting('app.network_id', true), '')::uuid)
  WITH CHECK (network_id = nullif(current_setting('app.network_id', true), '')::uuid);
--> statement-breakpoint
DO $$ BEGIN
  EXECUTE format('CREATE POLICY system_access ON timecard_week_totals TO %I USING (true) WITH CHECK (true)', current_user);
END $$;
--> statement-breakpoint
-- Keeps timecard_week_totals equal to the Approved and Adjusted weeks summed by week, hospital, unit and
-- the assignment's title (docs/decisions/0145-hours-and-overtime-report.md), with the statement
-- triggers of migrations 0020 and 0022: once per statement from its transition tables, an update
-- keeping only the rows whose counted columns changed, as the caller (under row-level security).
CREATE TYPE timecard_week_change AS (
  sign integer, network_id uuid, hospital_id uuid, unit_id uuid, deal_id uuid, week_start date, status text,
  worked_minutes integer, scheduled_minutes integer, overtime_minutes integer
);
--> statement-breakpoint
-- Groups are written in key order, so two statements writing the same groups wait for each other
-- instead of deadlocking; a group whose changes cancel out is not written.
CREATE FUNCTION timecard_week_totals_add(changes timecard_week_change[]) RETURNS void LANGUAGE sql AS $$
  INSERT INTO timecard_week_totals AS t (network_id, week_start, hospital_id, unit_id, title, weeks, worked_minutes, scheduled_minutes, overtime_minutes)
  SELECT g.* FROM (
    SELECT c.network_id, c.week_start, c.hospital_id, c.unit_id, d.title,
           sum(c.sign)::integer AS weeks, sum(c.sign * c.worked_minutes)::bigint AS worked_minutes,
           sum(c.sign * c.scheduled_minutes)::bigint AS scheduled_minutes, sum(c.sign * c.overtime_minutes)::bigint AS overtime_minutes
    FROM unnest(changes) c JOIN deals d ON d.id = c.deal_id
    WHERE c.status IN ('Approved', 'Adjusted')
    GROUP BY 1, 2, 3, 4, 5) g
  WHERE (g.weeks, g.worked_minutes, g.scheduled_minutes, g.overtime_minutes) <> (0, 0, 0, 0)
  ORDER BY 1, 2, 3, 4, 5
  ON CONFLICT (network_id, week_start, hospital_id, unit_id, title) DO UPDATE
    SET weeks = t.weeks + excluded.weeks, worked_minutes = t.worked_minutes + excluded.worked_minutes,
        scheduled_minutes = t.scheduled_minutes + excluded.scheduled_minutes, overtime_minutes = t.overtime_minutes + excluded.overtime_minutes;
$$;
--> statement-breakpoint
CREATE FUNCTION timecard_week_totals_timecards() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  changes timecard_week_change[];
BEGIN
  IF TG_OP = 'INSERT' THEN
    changes := array(SELECT (1, n.network_id, n.hospital_id, n.unit_id, n.deal_id, n.week_start, n.status, n.worked_minutes, n.scheduled_minutes, n.overtime_minutes)::timecard_week_change
                     FROM new_rows n WHERE n.status IN ('Approved', 'Adjusted'));
  ELSIF TG_OP = 'DELETE' THEN
    changes := array(SELECT (-1, o.network_id, o.hospital_id, o.unit_id, o.deal_id, o.week_start, o.status, o.worked_minutes, o.scheduled_minutes, o.overtime_minutes)::timecard_week_change
                     FROM old_rows o WHERE o.status IN ('Approved', 'Adjusted'));
  ELSE
    changes := array(
      SELECT c.change
      FROM old_rows o JOIN new_rows n ON n.id = o.id
      CROSS JOIN LATERAL (VALUES ((-1, o.network_id, o.hospital_id, o.unit_id, o.deal_id, o.week_start, o.status, o.worked_minutes, o.scheduled_minutes, o.overtime_minutes)::timecard_week_change),
                                 ((1, n.network_id, n.hospital_id, n.unit_id, n.deal_id, n.week_start, n.status, n.worked_minutes, n.scheduled_minutes, n.overtime_minutes)::timecard_week_change)) c(change)
      WHERE (c.change).status IN ('Approved', 'Adjusted')
        AND (o.network_id, o.hospital_id, o.unit_id, o.deal_id, o.week_start, o.status, o.worked_minutes, o.scheduled_minutes, o.overtime_minutes)
            IS DISTINCT FROM (n.network_id, n.hospital_id, n.unit_id, n.deal_id, n.week_start, n.status, n.worked_minutes, n.scheduled_minutes, n.overtime_minutes));
  END IF;
  IF cardinality(changes) > 0 THEN
    PERFORM timecard_week_totals_add(changes);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER timecard_week_totals_insert AFTER INSERT ON timecards REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION timecard_week_totals_timecards();
--> statement-breakpoint
CREATE TRIGGER timecard_week_totals_update AFTER UPDATE ON timecards REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION timecard_week_totals_timecards();
--> statement-breakpoint
CREATE TRIGGER timecard_week_totals_delete AFTER DELETE ON timecards REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION timecard_week_totals_timecards();
--> statement-breakpoint
-- The weeks a database already holds are counted once, a network at a time so no one array holds every week.
SELECT timecard_week_totals_add(array(
  SELECT (1, t.network_id, t.hospital_id, t.unit_id, t.deal_id, t.week_start, t.status, t.worked_minutes, t.scheduled_minutes, t.overtime_minutes)::timecard_week_change
  FROM timecards t WHERE t.network_id = n.id AND t.status IN ('Approved', 'Adjusted')))
FROM networks n;
--> statement-breakpoint
-- An evaluation carries its assignment's title, whoever writes it (the API, a seed): the evaluations
-- report then groups by title without reading the deals (docs/decisions/0146-clinician-evaluations-report.md).
CREATE FUNCTION clinician_evaluations_title() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.title IS NULL THEN
    SELECT d.title INTO NEW.title FROM deals d WHERE d.id = NEW.deal_id;
  END IF;
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER clinician_evaluations_title BEFORE INSERT ON clinician_evaluations
  FOR EACH ROW EXECUTE FUNCTION clinician_evaluations_title();
--> statement-breakpoint
UPDATE clinician_evaluations e SET title = d.title FROM deals d WHERE d.id = e.deal_id;
