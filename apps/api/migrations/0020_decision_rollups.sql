CREATE TABLE "deal_decision_day_totals" (
	"network_id" uuid NOT NULL,
	"hospital_id" uuid NOT NULL,
	"unit_id" uuid NOT NULL,
	"title" text NOT NULL,
	"decided" integer NOT NULL,
	"review_seconds" numeric NOT NULL,
	"offers" integer NOT NULL,
	"accepted" integer NOT NULL,
	"day" date NOT NULL,
	CONSTRAINT "deal_decision_day_totals_pkey" PRIMARY KEY("network_id","day","hospital_id","unit_id","title")
);
--> statement-breakpoint
CREATE TABLE "deal_decision_month_totals" (
	"network_id" uuid NOT NULL,
	"hospital_id" uuid NOT NULL,
	"unit_id" uuid NOT NULL,
	"title" text NOT NULL,
	"decided" integer NOT NULL,
	"review_seconds" numeric NOT NULL,
	"offers" integer NOT NULL,
	"accepted" integer NOT NULL,
	"month" date NOT NULL,
	CONSTRAINT "deal_decision_month_totals_pkey" PRIMARY KEY("network_id","month","hospital_id","unit_id","title")
);
--> statement-breakpoint
DROP INDEX "deals_network_decided_idx";--> statement-breakpoint
ALTER TABLE "deal_decision_day_totals" ADD CONSTRAINT "deal_decision_day_totals_network_id_networks_id_fk" FOREIGN KEY ("network_id") REFERENCES "public"."networks"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deal_decision_day_totals" ADD CONSTRAINT "deal_decision_day_totals_hospital_id_hospitals_id_fk" FOREIGN KEY ("hospital_id") REFERENCES "public"."hospitals"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deal_decision_day_totals" ADD CONSTRAINT "deal_decision_day_totals_unit_id_units_id_fk" FOREIGN KEY ("unit_id") REFERENCES "public"."units"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deal_decision_month_totals" ADD CONSTRAINT "deal_decision_month_totals_network_id_networks_id_fk" FOREIGN KEY ("network_id") REFERENCES "public"."networks"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deal_decision_month_totals" ADD CONSTRAINT "deal_decision_month_totals_hospital_id_hospitals_id_fk" FOREIGN KEY ("hospital_id") REFERENCES "public"."hospitals"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deal_decision_month_totals" ADD CONSTRAINT "deal_decision_month_totals_unit_id_units_id_fk" FOREIGN KEY ("unit_id") REFERENCES "public"."units"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
GRANT SELECT, INSERT, UPDATE, DELETE ON deal_decision_month_totals TO portal_app;
--> statement-breakpoint
ALTER TABLE deal_decision_month_totals ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE deal_decision_month_totals FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY tenant_isolation ON deal_decision_month_totals TO portal_app
  USING (network_id = nullif(current_setting('app.network_id', true), '')::uuid)
  WITH CHECK (network_id = nullif(current_setting('app.network_id', true), '')::uuid);
--> statement-breakpoint
DO $$ BEGIN
  EXECUTE format('CREATE POLICY system_access ON deal_decision_month_totals TO %I USING (true) WITH CHECK (true)', current_user);
END $$;
--> statement-breakpoint
GRANT SELECT, INSERT, UPDATE, DELETE ON deal_decision_day_totals TO portal_app;
--> statement-breakpoint
ALTER TABLE deal_decision_day_totals ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE deal_decision_day_totals FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY tenant_isolation ON deal_decision_day_totals TO portal_app
  USING (network_id = nullif(current_setting('app.network_id', true), '')::uuid)
  WITH CHECK (network_id = nullif(current_setting('app.network_id', true), '')::uuid);
--> statement-breakpoint
DO $$ BEGIN
  EXECUTE format('CREATE POLICY system_access ON deal_decision_day_totals TO %I USING (true) WITH CHECK (true)', current_user);
END $$;
--> statement-breakpoint
-- Keeps deal_decision_day_totals and deal_decision_month_totals equal to the decided deals summed by
-- the UTC day (or month) of decided_at, hospital, unit and title. Once per statement, from its
-- transition tables, so a bulk load writes each group once. Deals are updated often (status,
-- reminders, versions), and a trigger with transition tables cannot name columns, so an update
-- keeps only the rows whose counted columns changed: an update of anything else costs one join of
-- its own rows. Every trigger runs as the caller, so under row-level security it touches the
-- caller's network only.
CREATE TYPE deal_decision_change AS (
  sign integer, network_id uuid, hospital_id uuid, unit_id uuid, title text,
  stage text, status text, submitted_at timestamptz, decided_at timestamptz
);
--> statement-breakpoint
-- Adds each change's deal (sign 1) or takes it away (sign -1). Offers and acceptances are counted
-- as insights' OFFERED and accepted (dataset-sql.ts). Groups are written in key order, so two
-- statements writing the same groups wait for each other instead of deadlocking; a group whose
-- changes cancel out is not written.
CREATE FUNCTION deal_decision_totals_add(changes deal_decision_change[]) RETURNS void LANGUAGE sql AS $$
  INSERT INTO deal_decision_day_totals AS t (network_id, day, hospital_id, unit_id, title, decided, review_seconds, offers, accepted)
  SELECT g.* FROM (
    SELECT c.network_id, (c.decided_at AT TIME ZONE 'UTC')::date AS day, c.hospital_id, c.unit_id, c.title,
           sum(c.sign)::integer AS decided, sum(c.sign * extract(epoch FROM c.decided_at - c.submitted_at)) AS review_seconds,
           coalesce(sum(c.sign) FILTER (WHERE c.stage = 'assignment' OR c.status IN ('Offered', 'Approved')), 0)::integer AS offers,
           coalesce(sum(c.sign) FILTER (WHERE c.stage = 'assignment'), 0)::integer AS accepted
    FROM unnest(changes) c
    GROUP BY 1, 2, 3, 4, 5) g
  WHERE (g.decided, g.review_seconds, g.offers, g.accepted) <> (0, 0, 0, 0)
  ORDER BY 1, 2, 3, 4, 5
  ON CONFLICT (network_id, day, hospital_id, unit_id, title) DO UPDATE
    SET decided = t.decided + excluded.decided, review_seconds = t.review_seconds + excluded.review_seconds,
        offers = t.offers + excluded.offers, accepted = t.accepted + excluded.accepted;
  INSERT INTO deal_decision_month_totals AS t (network_id, month, hospital_id, unit_id, title, decided, review_seconds, offers, accepted)
  SELECT g.* FROM (
    SELECT c.network_id, date_trunc('month', c.decided_at AT TIME ZONE 'UTC')::date AS month, c.hospital_id, c.unit_id, c.title,
           sum(c.sign)::integer AS decided, sum(c.sign * extract(epoch FROM c.decided_at - c.submitted_at)) AS review_seconds,
           coalesce(sum(c.sign) FILTER (WHERE c.stage = 'assignment' OR c.status IN ('Offered', 'Approved')), 0)::integer AS offers,
           coalesce(sum(c.sign) FILTER (WHERE c.stage = 'assignment'), 0)::integer AS accepted
    FROM unnest(changes) c
    GROUP BY 1, 2, 3, 4, 5) g
  WHERE (g.decided, g.review_seconds, g.offers, g.accepted) <> (0, 0, 0, 0)
  ORDER BY 1, 2, 3, 4, 5
  ON CONFLICT (network_id, month, hospital_id, unit_id, title) DO UPDATE
    SET decided = t.decided + excluded.decided, review_seconds = t.review_seconds + excluded.review_seconds,
        offers = t.offers + excluded.offers, accepted = t.accepted + excluded.accepted;
$$;
--> statement-breakpoint
CREATE FUNCTION deal_decision_totals_deals() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  changes deal_decision_change[];
BEGIN
  IF TG_OP = 'INSERT' THEN
    changes := array(SELECT (1, n.network_id, n.hospital_id, n.unit_id, n.title, n.stage, n.status, n.submitted_at, n.decided_at)::deal_decision_change
                     FROM new_rows n WHERE n.decided_at IS NOT NULL);
  ELSIF TG_OP = 'DELETE' THEN
    changes := array(SELECT (-1, o.network_id, o.hospital_id, o.unit_id, o.title, o.stage, o.status, o.submitted_at, o.decided_at)::deal_decision_change
                     FROM old_rows o WHERE o.decided_at IS NOT NULL);
  ELSE
    changes := array(
      SELECT c.change
      FROM old_rows o JOIN new_rows n ON n.id = o.id
      CROSS JOIN LATERAL (VALUES ((-1, o.network_id, o.hospital_id, o.unit_id, o.title, o.stage, o.status, o.submitted_at, o.decided_at)::deal_decision_change),
                                 ((1, n.network_id, n.hospital_id, n.unit_id, n.title, n.stage, n.status, n.submitted_at, n.decided_at)::deal_decision_change)) c(change)
      WHERE (o.decided_at IS NOT NULL OR n.decided_at IS NOT NULL) AND (c.change).decided_at IS NOT NULL
        AND (o.network_id, o.hospital_id, o.unit_id, o.title, o.stage, o.status, o.submitted_at, o.decided_at)
            IS DISTINCT FROM (n.network_id, n.hospital_id, n.unit_id, n.title, n.stage, n.status, n.submitted_at, n.decided_at));
  END IF;
  IF cardinality(changes) > 0 THEN
    PERFORM deal_decision_totals_add(changes);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER deal_decision_totals_insert AFTER INSERT ON deals REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION deal_decision_totals_deals();
--> statement-breakpoint
CREATE TRIGGER deal_decision_totals_update AFTER UPDATE ON deals REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION deal_decision_totals_deals();
--> statement-breakpoint
CREATE TRIGGER deal_decision_totals_delete AFTER DELETE ON deals REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION deal_decision_totals_deals();
--> statement-breakpoint
-- The decisions a database already holds (the demo seed's, a benchmark's) are counted once, a
-- network at a time so no one array holds every deal.
SELECT deal_decision_totals_add(array(
  SELECT (1, d.network_id, d.hospital_id, d.unit_id, d.title, d.stage, d.status, d.submitted_at, d.decided_at)::deal_decision_change
  FROM deals d WHERE d.network_id = n.id AND d.decided_at IS NOT NULL))
FROM networks n;
