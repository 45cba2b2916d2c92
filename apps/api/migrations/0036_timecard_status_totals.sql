CREATE TABLE "timecard_status_totals" (
	"network_id" uuid NOT NULL,
	"hospital_id" uuid NOT NULL,
	"unit_id" uuid NOT NULL,
	"status" text NOT NULL,
	"exceptions" smallint NOT NULL,
	"weeks" integer NOT NULL,
	CONSTRAINT "timecard_status_totals_pkey" PRIMARY KEY("network_id","hospital_id","unit_id","status","exceptions")
);
--> statement-breakpoint
ALTER TABLE "timecard_status_totals" ADD CONSTRAINT "timecard_status_totals_network_id_networks_id_fk" FOREIGN KEY ("network_id") REFERENCES "public"."networks"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "deals_waiting_review_idx" ON "deals" USING btree ("network_id","submitted_at","id") WHERE "deals"."stage" = 'candidate' and "deals"."status" in ('Ready for Review', 'Interview Requested');--> statement-breakpoint
CREATE INDEX "interviews_open_interviewer_idx" ON "interviews" USING btree ("interviewer_id") WHERE "interviews"."status" in ('Requested', 'Proposed', 'Confirmed');--> statement-breakpoint
CREATE INDEX "interviews_open_requester_idx" ON "interviews" USING btree ("requested_by") WHERE "interviews"."status" in ('Requested', 'Proposed', 'Confirmed');--> statement-breakpoint
CREATE INDEX "timecards_pending_week_idx" ON "timecards" USING btree ("network_id","week_start","id") WHERE "timecards"."status" in ('Submitted', 'Adjusted');
--> statement-breakpoint
-- The Timecards list's count (docs/decisions/0152-timecard-list-walks-its-index.md): the weeks summed
-- by hospital, unit, status and whether they have exceptions, so a count over a year of weeks reads a
-- few hundred groups. Row-level security like every tenant table; the triggers run as the caller.
GRANT SELECT, INSERT, UPDATE ON timecard_status_totals TO portal_app;
--> statement-breakpoint
ALTER TABLE timecard_status_totals ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE timecard_status_totals FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY tenant_isolation ON timecard_status_totals TO portal_app
  USING (network_id = nullif(current_setting('app.network_id', true), '')::uuid)
  WITH CHECK (network_id = nullif(current_setting('app.network_id', true), '')::uuid);
--> statement-breakpoint
DO $$ BEGIN
  EXECUTE format('CREATE POLICY system_access ON timecard_status_totals TO %I USING (true) WITH CHECK (true)', current_user);
END $$;
--> statement-breakpoint
-- Once per statement, from its transition tables, so a bulk load writes each group once. An update
-- counts only the weeks whose counted columns changed (a decision moves a week from one status to
-- another; an adjustment may change whether it has exceptions). Groups are written in key order, so
-- two statements writing the same groups wait for each other instead of deadlocking.
CREATE FUNCTION timecard_status_totals_timecards() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO timecard_status_totals AS t (network_id, hospital_id, unit_id, status, exceptions, weeks)
    SELECT n.network_id, n.hospital_id, n.unit_id, n.status, least(n.exceptions, 1), count(*)::integer
    FROM new_rows n GROUP BY 1, 2, 3, 4, 5 ORDER BY 1, 2, 3, 4, 5
    ON CONFLICT (network_id, hospital_id, unit_id, status, exceptions) DO UPDATE SET weeks = t.weeks + excluded.weeks;
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO timecard_status_totals AS t (network_id, hospital_id, unit_id, status, exceptions, weeks)
    SELECT o.network_id, o.hospital_id, o.unit_id, o.status, least(o.exceptions, 1), -count(*)::integer
    FROM old_rows o GROUP BY 1, 2, 3, 4, 5 ORDER BY 1, 2, 3, 4, 5
    ON CONFLICT (network_id, hospital_id, unit_id, status, exceptions) DO UPDATE SET weeks = t.weeks + excluded.weeks;
  ELSE
    INSERT INTO timecard_status_totals AS t (network_id, hospital_id, unit_id, status, exceptions, weeks)
    SELECT c.network_id, c.hospital_id, c.unit_id, c.status, c.exceptions, sum(c.sign)::integer
    FROM old_rows o JOIN new_rows n ON n.id = o.id
    CROSS JOIN LATERAL (VALUES (-1, o.network_id, o.hospital_id, o.unit_id, o.status, least(o.exceptions, 1)),
                               (1, n.network_id, n.hospital_id, n.unit_id, n.status, least(n.exceptions, 1)))
      AS c(sign, network_id, hospital_id, unit_id, status, exceptions)
    WHERE (o.network_id, o.hospital_id, o.unit_id, o.status, least(o.exceptions, 1))
          IS DISTINCT FROM (n.network_id, n.hospital_id, n.unit_id, n.status, least(n.exceptions, 1))
    GROUP BY 1, 2, 3, 4, 5 HAVING sum(c.sign) <> 0 ORDER BY 1, 2, 3, 4, 5
    ON CONFLICT (network_id, hospital_id, unit_id, status, exceptions) DO UPDATE SET weeks = t.weeks + excluded.weeks;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER timecard_status_totals_insert AFTER INSERT ON timecards REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION timecard_status_totals_timecards();
--> statement-breakpoint
CREATE TRIGGER timecard_status_totals_update AFTER UPDATE ON timecards REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION timecard_status_totals_timecards();
--> statement-breakpoint
CREATE TRIGGER timecard_status_totals_delete AFTER DELETE ON timecards REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION timecard_status_totals_timecards();
--> statement-breakpoint
-- The weeks a database already holds (the demo's, a benchmark's) are counted once.
INSERT INTO timecard_status_totals (network_id, hospital_id, unit_id, status, exceptions, weeks)
SELECT network_id, hospital_id, unit_id, status, least(exceptions, 1), count(*)::integer
FROM timecards GROUP BY 1, 2, 3, 4, 5;
