CREATE TABLE "invoice_line_day_totals" (
	"network_id" uuid NOT NULL,
	"hospital_id" uuid NOT NULL,
	"unit" text NOT NULL,
	"title" text NOT NULL,
	"lines" integer NOT NULL,
	"amount_cents" bigint NOT NULL,
	"hours" numeric NOT NULL,
	"rate_hours" numeric NOT NULL,
	"day" date NOT NULL,
	CONSTRAINT "invoice_line_day_totals_network_id_day_hospital_id_unit_title_pk" PRIMARY KEY("network_id","day","hospital_id","unit","title")
);
--> statement-breakpoint
CREATE TABLE "invoice_line_month_totals" (
	"network_id" uuid NOT NULL,
	"hospital_id" uuid NOT NULL,
	"unit" text NOT NULL,
	"title" text NOT NULL,
	"lines" integer NOT NULL,
	"amount_cents" bigint NOT NULL,
	"hours" numeric NOT NULL,
	"rate_hours" numeric NOT NULL,
	"month" date NOT NULL,
	CONSTRAINT "invoice_line_month_totals_network_id_month_hospital_id_unit_title_pk" PRIMARY KEY("network_id","month","hospital_id","unit","title")
);
--> statement-breakpoint
DROP INDEX "deals_network_decided_idx";--> statement-breakpoint
ALTER TABLE "invoice_line_day_totals" ADD CONSTRAINT "invoice_line_day_totals_network_id_networks_id_fk" FOREIGN KEY ("network_id") REFERENCES "public"."networks"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_line_day_totals" ADD CONSTRAINT "invoice_line_day_totals_hospital_id_hospitals_id_fk" FOREIGN KEY ("hospital_id") REFERENCES "public"."hospitals"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_line_month_totals" ADD CONSTRAINT "invoice_line_month_totals_network_id_networks_id_fk" FOREIGN KEY ("network_id") REFERENCES "public"."networks"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_line_month_totals" ADD CONSTRAINT "invoice_line_month_totals_hospital_id_hospitals_id_fk" FOREIGN KEY ("hospital_id") REFERENCES "public"."hospitals"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "deals_assignment_start_insights_idx" ON "deals" USING btree ("network_id","start_date","end_date","status","hospital_id","unit_id","title","id") WHERE "deals"."stage" = 'assignment';--> statement-breakpoint
CREATE INDEX "deals_assignment_end_insights_idx" ON "deals" USING btree ("network_id","end_date","start_date","status","hospital_id","unit_id","title","id") WHERE "deals"."stage" = 'assignment';--> statement-breakpoint
CREATE INDEX "deals_job_first_offer_idx" ON "deals" USING btree ("job_id","decided_at","network_id") WHERE ("deals"."stage" = 'assignment' or "deals"."status" in ('Offered', 'Approved'));--> statement-breakpoint
CREATE INDEX "deals_network_decided_idx" ON "deals" USING btree ("network_id","decided_at","submitted_at","stage","status","hospital_id","unit_id","title") WHERE "deals"."decided_at" is not null;
--> statement-breakpoint
GRANT SELECT, INSERT, UPDATE, DELETE ON invoice_line_month_totals TO portal_app;
--> statement-breakpoint
ALTER TABLE invoice_line_month_totals ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE invoice_line_month_totals FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY tenant_isolation ON invoice_line_month_totals TO portal_app
  USING (network_id = nullif(current_setting('app.network_id', true), '')::uuid)
  WITH CHECK (network_id = nullif(current_setting('app.network_id', true), '')::uuid);
--> statement-breakpoint
DO $$ BEGIN
  EXECUTE format('CREATE POLICY system_access ON invoice_line_month_totals TO %I USING (true) WITH CHECK (true)', current_user);
END $$;
--> statement-breakpoint
GRANT SELECT, INSERT, UPDATE, DELETE ON invoice_line_day_totals TO portal_app;
--> statement-breakpoint
ALTER TABLE invoice_line_day_totals ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE invoice_line_day_totals FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY tenant_isolation ON invoice_line_day_totals TO portal_app
  USING (network_id = nullif(current_setting('app.network_id', true), '')::uuid)
  WITH CHECK (network_id = nullif(current_setting('app.network_id', true), '')::uuid);
--> statement-breakpoint
DO $$ BEGIN
  EXECUTE format('CREATE POLICY system_access ON invoice_line_day_totals TO %I USING (true) WITH CHECK (true)', current_user);
END $$;
--> statement-breakpoint
-- Keeps invoice_line_day_totals and invoice_line_month_totals equal to the invoice lines summed by
-- their invoice's date (or month), hospital and unit and their deal's title. Lines: once per statement, from its transition tables,
-- so a bulk load adds one upsert per group. An invoice moved to another date, hospital or unit, or a
-- deal retitled, moves its lines (row triggers that fire only when those columns change). Every
-- trigger runs as the caller, so under row-level security it touches the caller's network only.
CREATE FUNCTION invoice_line_totals_add(network uuid, invoice_day date, hospital uuid, unit_name text, deal_title text,
                                              line_count bigint, amount numeric, line_hours numeric, line_rate_hours numeric)
RETURNS void LANGUAGE sql AS $$
  INSERT INTO invoice_line_day_totals AS t (network_id, day, hospital_id, unit, title, lines, amount_cents, hours, rate_hours)
  VALUES (network, invoice_day, hospital, unit_name, deal_title, line_count, amount, line_hours, line_rate_hours)
  ON CONFLICT (network_id, day, hospital_id, unit, title) DO UPDATE
    SET lines = t.lines + excluded.lines, amount_cents = t.amount_cents + excluded.amount_cents,
        hours = t.hours + excluded.hours, rate_hours = t.rate_hours + excluded.rate_hours;
  INSERT INTO invoice_line_month_totals AS t (network_id, month, hospital_id, unit, title, lines, amount_cents, hours, rate_hours)
  VALUES (network, date_trunc('month', invoice_day::timestamp)::date, hospital, unit_name, deal_title, line_count, amount, line_hours, line_rate_hours)
  ON CONFLICT (network_id, month, hospital_id, unit, title) DO UPDATE
    SET lines = t.lines + excluded.lines, amount_cents = t.amount_cents + excluded.amount_cents,
        hours = t.hours + excluded.hours, rate_hours = t.rate_hours + excluded.rate_hours;
$$;
--> statement-breakpoint
CREATE FUNCTION invoice_line_month_totals_lines() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    PERFORM invoice_line_totals_add(g.n, g.m, g.h, g.u, g.ti, g.c, g.a, g.hr, g.rh) FROM (
      SELECT i.network_id, i.invoice_date, i.hospital_id, coalesce(i.unit, 'N/A'), coalesce(d.title, 'N/A'),
             -count(*), -sum(l.amount_cents), -sum(l.regular_hours + l.overtime_hours), -sum(l.rate_cents * (l.regular_hours + l.overtime_hours))
      FROM old_rows l JOIN invoices i ON i.id = l.invoice_id LEFT JOIN deals d ON d.id = l.deal_id
      GROUP BY 1, 2, 3, 4, 5) g(n, m, h, u, ti, c, a, hr, rh);
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    PERFORM invoice_line_totals_add(g.n, g.m, g.h, g.u, g.ti, g.c, g.a, g.hr, g.rh) FROM (
      SELECT i.network_id, i.invoice_date, i.hospital_id, coalesce(i.unit, 'N/A'), coalesce(d.title, 'N/A'),
             count(*), sum(l.amount_cents), sum(l.regular_hours + l.overtime_hours), sum(l.rate_cents * (l.regular_hours + l.overtime_hours))
      FROM new_rows l JOIN invoices i ON i.id = l.invoice_id LEFT JOIN deals d ON d.id = l.deal_id
      GROUP BY 1, 2, 3, 4, 5) g(n, m, h, u, ti, c, a, hr, rh);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER invoice_line_month_totals_insert AFTER INSERT ON invoice_lines REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION invoice_line_month_totals_lines();
--> statement-breakpoint
CREATE TRIGGER invoice_line_month_totals_update AFTER UPDATE ON invoice_lines REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION invoice_line_month_totals_lines();
--> statement-breakpoint
CREATE TRIGGER invoice_line_month_totals_delete AFTER DELETE ON invoice_lines REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION invoice_line_month_totals_lines();
--> statement-breakpoint
CREATE FUNCTION invoice_line_month_totals_invoice_moved() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM invoice_line_totals_add(g.n, g.m, g.h, g.u, g.ti, g.c, g.a, g.hr, g.rh) FROM (
    SELECT OLD.network_id, OLD.invoice_date, OLD.hospital_id, coalesce(OLD.unit, 'N/A'), coalesce(d.title, 'N/A'),
           -count(*), -sum(l.amount_cents), -sum(l.regular_hours + l.overtime_hours), -sum(l.rate_cents * (l.regular_hours + l.overtime_hours))
    FROM invoice_lines l LEFT JOIN deals d ON d.id = l.deal_id WHERE l.invoice_id = OLD.id
    GROUP BY 5) g(n, m, h, u, ti, c, a, hr, rh);
  PERFORM invoice_line_totals_add(g.n, g.m, g.h, g.u, g.ti, g.c, g.a, g.hr, g.rh) FROM (
    SELECT NEW.network_id, NEW.invoice_date, NEW.hospital_id, coalesce(NEW.unit, 'N/A'), coalesce(d.title, 'N/A'),
           count(*), sum(l.amount_cents), sum(l.regular_hours + l.overtime_hours), sum(l.rate_cents * (l.regular_hours + l.overtime_hours))
    FROM invoice_lines l LEFT JOIN deals d ON d.id = l.deal_id WHERE l.invoice_id = NEW.id
    GROUP BY 5) g(n, m, h, u, ti, c, a, hr, rh);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER invoice_line_month_totals_invoice_moved AFTER UPDATE OF invoice_date, hospital_id, unit ON invoices FOR EACH ROW
  WHEN (OLD.invoice_date IS DISTINCT FROM NEW.invoice_date OR OLD.hospital_id IS DISTINCT FROM NEW.hospital_id OR OLD.unit IS DISTINCT FROM NEW.unit)
  EXECUTE FUNCTION invoice_line_month_totals_invoice_moved();
--> statement-breakpoint
CREATE FUNCTION invoice_line_month_totals_deal_retitled() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM invoice_line_totals_add(g.n, g.m, g.h, g.u, g.ti, g.c, g.a, g.hr, g.rh) FROM (
    SELECT i.network_id, i.invoice_date, i.hospital_id, coalesce(i.unit, 'N/A'), coalesce(OLD.title, 'N/A'),
           -count(*), -sum(l.amount_cents), -sum(l.regular_hours + l.overtime_hours), -sum(l.rate_cents * (l.regular_hours + l.overtime_hours))
    FROM invoice_lines l JOIN invoices i ON i.id = l.invoice_id WHERE l.deal_id = OLD.id
    GROUP BY 1, 2, 3, 4, 5) g(n, m, h, u, ti, c, a, hr, rh);
  PERFORM invoice_line_totals_add(g.n, g.m, g.h, g.u, g.ti, g.c, g.a, g.hr, g.rh) FROM (
    SELECT i.network_id, i.invoice_date, i.hospital_id, coalesce(i.unit, 'N/A'), coalesce(NEW.title, 'N/A'),
           count(*), sum(l.amount_cents), sum(l.regular_hours + l.overtime_hours), sum(l.rate_cents * (l.regular_hours + l.overtime_hours))
    FROM invoice_lines l JOIN invoices i ON i.id = l.invoice_id WHERE l.deal_id = NEW.id
    GROUP BY 1, 2, 3, 4, 5) g(n, m, h, u, ti, c, a, hr, rh);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER invoice_line_month_totals_deal_retitled AFTER UPDATE OF title ON deals FOR EACH ROW
  WHEN (OLD.title IS DISTINCT FROM NEW.title)
  EXECUTE FUNCTION invoice_line_month_totals_deal_retitled();
--> statement-breakpoint
-- The lines a database already holds (the demo seed's, a benchmark's) are counted once.
INSERT INTO invoice_line_day_totals (network_id, day, hospital_id, unit, title, lines, amount_cents, hours, rate_hours)
SELECT i.network_id, i.invoice_date, i.hospital_id, coalesce(i.unit, 'N/A'), coalesce(d.title, 'N/A'),
       count(*), sum(l.amount_cents), sum(l.regular_hours + l.overtime_hours), sum(l.rate_cents * (l.regular_hours + l.overtime_hours))
FROM invoice_lines l JOIN invoices i ON i.id = l.invoice_id LEFT JOIN deals d ON d.id = l.deal_id
GROUP BY 1, 2, 3, 4, 5;
--> statement-breakpoint
INSERT INTO invoice_line_month_totals (network_id, month, hospital_id, unit, title, lines, amount_cents, hours, rate_hours)
SELECT network_id, date_trunc('month', day::timestamp)::date, hospital_id, unit, title, sum(lines), sum(amount_cents), sum(hours), sum(rate_hours)
FROM invoice_line_day_totals
GROUP BY 1, 2, 3, 4, 5;
