CREATE TABLE "deal_start_stop_day_totals" (
	"network_id" uuid NOT NULL,
	"day" date NOT NULL,
	"hospital_id" uuid NOT NULL,
	"unit_id" uuid NOT NULL,
	"title" text NOT NULL,
	"starts" integer NOT NULL,
	"stops" integer NOT NULL,
	CONSTRAINT "deal_start_stop_day_totals_pkey" PRIMARY KEY("network_id","day","hospital_id","unit_id","title")
);
--> statement-breakpoint
ALTER TABLE "deal_start_stop_day_totals" ADD CONSTRAINT "deal_start_stop_day_totals_network_id_networks_id_fk" FOREIGN KEY ("network_id") REFERENCES "public"."networks"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deal_start_stop_day_totals" ADD CONSTRAINT "deal_start_stop_day_totals_hospital_id_hospitals_id_fk" FOREIGN KEY ("hospital_id") REFERENCES "public"."hospitals"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deal_start_stop_day_totals" ADD CONSTRAINT "deal_start_stop_day_totals_unit_id_units_id_fk" FOREIGN KEY ("unit_id") REFERENCES "public"."units"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
GRANT SELECT, INSERT, UPDATE, DELETE ON deal_start_stop_day_totals TO portal_app;
--> statement-breakpoint
ALTER TABLE deal_start_stop_day_totals ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE deal_start_stop_day_totals FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY tenant_isolation ON deal_start_stop_day_totals TO portal_app
  USING (network_id = nullif(current_setting('app.network_id', true), '')::uuid)
  WITH CHECK (network_id = nullif(current_setting('app.network_id', true), '')::uuid);
--> statement-breakpoint
DO $$ BEGIN
  EXECUTE format('CREATE POLICY system_access ON deal_start_stop_day_totals TO %I USING (true) WITH CHECK (true)', current_user);
END $$;
--> statement-breakpoint
-- Keeps deal_start_stop_day_totals equal to the worked assignments counted by start day and by end
-- day, hospital, unit and title: the same statement triggers as migration 0020's decision totals
-- (once per statement from its transition tables; an update keeps only the rows whose counted
-- columns changed; as the caller, so under row-level security it touches the caller's network only).
CREATE TYPE deal_start_stop_change AS (
  sign integer, network_id uuid, hospital_id uuid, unit_id uuid, title text,
  stage text, status text, start_date date, end_date date
);
--> statement-breakpoint
-- Adds each change's deal (sign 1) or takes it away (sign -1) when it is worked, as insights' WORKED
-- (dataset-sql.ts). Groups are written in key order, so two statements writing the same groups wait
-- for each other instead of deadlocking; a group whose changes cancel out is not written.
CREATE FUNCTION deal_start_stop_totals_add(changes deal_start_stop_change[]) RETURNS void LANGUAGE sql AS $$
  INSERT INTO deal_start_stop_day_totals AS t (network_id, day, hospital_id, unit_id, title, starts, stops)
  SELECT g.* FROM (
    SELECT c.network_id, e.day, c.hospital_id, c.unit_id, c.title,
           coalesce(sum(c.sign) FILTER (WHERE e.start), 0)::integer AS starts,
           coalesce(sum(c.sign) FILTER (WHERE NOT e.start), 0)::integer AS stops
    FROM unnest(changes) c
    CROSS JOIN LATERAL (VALUES (c.start_date, true), (c.end_date, false)) e(day, start)
    WHERE c.stage = 'assignment' AND c.status NOT IN ('Assignment Cancelled', 'Accepted/No Start')
    GROUP BY 1, 2, 3, 4, 5) g
  WHERE (g.starts, g.stops) <> (0, 0)
  ORDER BY 1, 2, 3, 4, 5
  ON CONFLICT (network_id, day, hospital_id, unit_id, title) DO UPDATE
    SET starts = t.starts + excluded.starts, stops = t.stops + excluded.stops;
$$;
--> statement-breakpoint
CREATE FUNCTION deal_start_stop_totals_deals() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  changes deal_start_stop_change[];
BEGIN
  IF TG_OP = 'INSERT' THEN
    changes := array(SELECT (1, n.network_id, n.hospital_id, n.unit_id, n.title, n.stage, n.status, n.start_date, n.end_date)::deal_start_stop_change
                     FROM new_rows n WHERE n.stage = 'assignment');
  ELSIF TG_OP = 'DELETE' THEN
    changes := array(SELECT (-1, o.network_id, o.hospital_id, o.unit_id, o.title, o.stage, o.status, o.start_date, o.end_date)::deal_start_stop_change
                     FROM old_rows o WHERE o.stage = 'assignment');
  ELSE
    changes := array(
      SELECT c.change
      FROM old_rows o JOIN new_rows n ON n.id = o.id
      CROSS JOIN LATERAL (VALUES ((-1, o.network_id, o.hospital_id, o.unit_id, o.title, o.stage, o.status, o.start_date, o.end_date)::deal_start_stop_change),
                                 ((1, n.network_id, n.hospital_id, n.unit_id, n.title, n.stage, n.status, n.start_date, n.end_date)::deal_start_stop_change)) c(change)
      WHERE (o.stage = 'assignment' OR n.stage = 'assignment') AND (c.change).stage = 'assignment'
        AND (o.network_id, o.hospital_id, o.unit_id, o.title, o.stage, o.status, o.start_date, o.end_date)
            IS DISTINCT FROM (n.network_id, n.hospital_id, n.unit_id, n.title, n.stage, n.status, n.start_date, n.end_date));
  END IF;
  IF cardinality(changes) > 0 THEN
    PERFORM deal_start_stop_totals_add(changes);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER deal_start_stop_totals_insert AFTER INSERT ON deals REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION deal_start_stop_totals_deals();
--> statement-breakpoint
CREATE TRIGGER deal_start_stop_totals_update AFTER UPDATE ON deals REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION deal_start_stop_totals_deals();
--> statement-breakpoint
CREATE TRIGGER deal_start_stop_totals_delete AFTER DELETE ON deals REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION deal_start_stop_totals_deals();
--> statement-breakpoint
-- The assignments a database already holds (the demo seed's, a benchmark's) are counted once, a
-- network at a time so no one array holds every deal.
SELECT deal_start_stop_totals_add(array(
  SELECT (1, d.network_id, d.hospital_id, d.unit_id, d.title, d.stage, d.status, d.start_date, d.end_date)::deal_start_stop_change
  FROM deals d WHERE d.network_id = n.id AND d.stage = 'assignment'))
FROM networks n;
