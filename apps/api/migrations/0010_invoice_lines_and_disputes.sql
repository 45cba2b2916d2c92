-- Invoice lines, the work order bill rates they are checked against, disputes, and invoice totals by
-- month: tenant tables under row-level security like the others (0001_row_level_security.sql).
CREATE TABLE "deal_bill_rates" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"network_id" uuid NOT NULL,
	"deal_id" uuid NOT NULL,
	"effective_from" date NOT NULL,
	"rate_cents" integer NOT NULL,
	"source" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "invoice_disputes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"network_id" uuid NOT NULL,
	"invoice_id" uuid NOT NULL,
	"line_id" uuid NOT NULL,
	"status" text DEFAULT 'Open' NOT NULL,
	"reason" text NOT NULL,
	"raised_by" uuid NOT NULL,
	"raised_at" timestamp with time zone DEFAULT now() NOT NULL,
	"resolution" text,
	"resolved_by" uuid,
	"resolved_at" timestamp with time zone,
	"version" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "invoice_lines" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"network_id" uuid NOT NULL,
	"invoice_id" uuid NOT NULL,
	"deal_id" uuid,
	"clinician_name" text NOT NULL,
	"week_start" date NOT NULL,
	"regular_hours" numeric(6, 2) NOT NULL,
	"overtime_hours" numeric(6, 2) NOT NULL,
	"rate_cents" integer NOT NULL,
	"amount_cents" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "invoice_month_totals" (
	"network_id" uuid NOT NULL,
	"month" date NOT NULL,
	"hospital_id" uuid NOT NULL,
	"unit" text NOT NULL,
	"invoices" integer NOT NULL,
	"amount_cents" bigint NOT NULL,
	"balance_cents" bigint NOT NULL,
	CONSTRAINT "invoice_month_totals_network_id_month_hospital_id_unit_pk" PRIMARY KEY("network_id","month","hospital_id","unit")
);
--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "surname" text GENERATED ALWAYS AS (substring(name from '[^ ]*$')) STORED;--> statement-breakpoint
ALTER TABLE "deal_bill_rates" ADD CONSTRAINT "deal_bill_rates_network_id_networks_id_fk" FOREIGN KEY ("network_id") REFERENCES "public"."networks"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deal_bill_rates" ADD CONSTRAINT "deal_bill_rates_deal_id_deals_id_fk" FOREIGN KEY ("deal_id") REFERENCES "public"."deals"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_disputes" ADD CONSTRAINT "invoice_disputes_network_id_networks_id_fk" FOREIGN KEY ("network_id") REFERENCES "public"."networks"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_disputes" ADD CONSTRAINT "invoice_disputes_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_disputes" ADD CONSTRAINT "invoice_disputes_line_id_invoice_lines_id_fk" FOREIGN KEY ("line_id") REFERENCES "public"."invoice_lines"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_disputes" ADD CONSTRAINT "invoice_disputes_raised_by_users_id_fk" FOREIGN KEY ("raised_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_disputes" ADD CONSTRAINT "invoice_disputes_resolved_by_users_id_fk" FOREIGN KEY ("resolved_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_lines" ADD CONSTRAINT "invoice_lines_network_id_networks_id_fk" FOREIGN KEY ("network_id") REFERENCES "public"."networks"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_lines" ADD CONSTRAINT "invoice_lines_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_lines" ADD CONSTRAINT "invoice_lines_deal_id_deals_id_fk" FOREIGN KEY ("deal_id") REFERENCES "public"."deals"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_month_totals" ADD CONSTRAINT "invoice_month_totals_network_id_networks_id_fk" FOREIGN KEY ("network_id") REFERENCES "public"."networks"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_month_totals" ADD CONSTRAINT "invoice_month_totals_hospital_id_hospitals_id_fk" FOREIGN KEY ("hospital_id") REFERENCES "public"."hospitals"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "deal_bill_rates_deal_idx" ON "deal_bill_rates" USING btree ("deal_id","effective_from");--> statement-breakpoint
CREATE INDEX "invoice_disputes_invoice_idx" ON "invoice_disputes" USING btree ("invoice_id");--> statement-breakpoint
CREATE INDEX "invoice_disputes_open_idx" ON "invoice_disputes" USING btree ("network_id","raised_at") WHERE "invoice_disputes"."status" = 'Open';--> statement-breakpoint
CREATE INDEX "invoice_lines_invoice_idx" ON "invoice_lines" USING btree ("invoice_id");--> statement-breakpoint
CREATE INDEX "invoice_lines_deal_idx" ON "invoice_lines" USING btree ("deal_id");--> statement-breakpoint
CREATE INDEX "invoices_hospital_date_idx" ON "invoices" USING btree ("network_id","hospital_id","invoice_date","id","paid");--> statement-breakpoint
CREATE INDEX "invoices_hospital_unpaid_date_idx" ON "invoices" USING btree ("network_id","hospital_id","invoice_date","id") WHERE not "invoices"."paid";--> statement-breakpoint
CREATE INDEX "invoices_number_idx" ON "invoices" USING btree ("network_id","invoice_number" text_pattern_ops);--> statement-breakpoint
CREATE INDEX "invoices_name_idx" ON "invoices" USING btree ("network_id","name" text_pattern_ops);--> statement-breakpoint
CREATE INDEX "invoices_surname_idx" ON "invoices" USING btree ("network_id","surname" text_pattern_ops);--> statement-breakpoint
GRANT SELECT, INSERT, UPDATE, DELETE ON invoice_lines TO portal_app;
--> statement-breakpoint
ALTER TABLE invoice_lines ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE invoice_lines FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY tenant_isolation ON invoice_lines TO portal_app
  USING (network_id = nullif(current_setting('app.network_id', true), '')::uuid)
  WITH CHECK (network_id = nullif(current_setting('app.network_id', true), '')::uuid);
--> statement-breakpoint
DO $$ BEGIN
  EXECUTE format('CREATE POLICY system_access ON invoice_lines TO %I USING (true) WITH CHECK (true)', current_user);
END $$;
--> statement-breakpoint
GRANT SELECT, INSERT, UPDATE, DELETE ON deal_bill_rates TO portal_app;
--> statement-breakpoint
ALTER TABLE deal_bill_rates ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE deal_bill_rates FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY tenant_isolation ON deal_bill_rates TO portal_app
  USING (network_id = nullif(current_setting('app.network_id', true), '')::uuid)
  WITH CHECK (network_id = nullif(current_setting('app.network_id', true), '')::uuid);
--> statement-breakpoint
DO $$ BEGIN
  EXECUTE format('CREATE POLICY system_access ON deal_bill_rates TO %I USING (true) WITH CHECK (true)', current_user);
END $$;
--> statement-breakpoint
GRANT SELECT, INSERT, UPDATE, DELETE ON invoice_disputes TO portal_app;
--> statement-breakpoint
ALTER TABLE invoice_disputes ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE invoice_disputes FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY tenant_isolation ON invoice_disputes TO portal_app
  USING (network_id = nullif(current_setting('app.network_id', true), '')::uuid)
  WITH CHECK (network_id = nullif(current_setting('app.network_id', true), '')::uuid);
--> statement-breakpoint
DO $$ BEGIN
  EXECUTE format('CREATE POLICY system_access ON invoice_disputes TO %I USING (true) WITH CHECK (true)', current_user);
END $$;
--> statement-breakpoint
GRANT SELECT, INSERT, UPDATE, DELETE ON invoice_month_totals TO portal_app;
--> statement-breakpoint
ALTER TABLE invoice_month_totals ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE invoice_month_totals FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY tenant_isolation ON invoice_month_totals TO portal_app
  USING (network_id = nullif(current_setting('app.network_id', true), '')::uuid)
  WITH CHECK (network_id = nullif(current_setting('app.network_id', true), '')::uuid);
--> statement-breakpoint
DO $$ BEGIN
  EXECUTE format('CREATE POLICY system_access ON invoice_month_totals TO %I USING (true) WITH CHECK (true)', current_user);
END $$;
--> statement-breakpoint
-- Keeps invoice_month_totals equal to the invoices summed by month, hospital and unit: once per
-- statement, from its transition tables, so a bulk load adds one upsert per group, not one per row.
-- It runs as the caller, so under row-level security it touches the caller's network only.
CREATE FUNCTION invoice_month_totals_apply() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    INSERT INTO invoice_month_totals AS t (network_id, month, hospital_id, unit, invoices, amount_cents, balance_cents)
    SELECT network_id, date_trunc('month', invoice_date::timestamp)::date, hospital_id, coalesce(unit, 'N/A'),
           -count(*), -sum(amount_cents), -sum(balance_cents)
    FROM old_rows GROUP BY 1, 2, 3, 4
    ON CONFLICT (network_id, month, hospital_id, unit) DO UPDATE
      SET invoices = t.invoices + excluded.invoices, amount_cents = t.amount_cents + excluded.amount_cents,
          balance_cents = t.balance_cents + excluded.balance_cents;
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    INSERT INTO invoice_month_totals AS t (network_id, month, hospital_id, unit, invoices, amount_cents, balance_cents)
    SELECT network_id, date_trunc('month', invoice_date::timestamp)::date, hospital_id, coalesce(unit, 'N/A'),
           count(*), sum(amount_cents), sum(balance_cents)
    FROM new_rows GROUP BY 1, 2, 3, 4
    ON CONFLICT (network_id, month, hospital_id, unit) DO UPDATE
      SET invoices = t.invoices + excluded.invoices, amount_cents = t.amount_cents + excluded.amount_cents,
          balance_cents = t.balance_cents + excluded.balance_cents;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER invoice_month_totals_insert AFTER INSERT ON invoices REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION invoice_month_totals_apply();
--> statement-breakpoint
CREATE TRIGGER invoice_month_totals_update AFTER UPDATE ON invoices REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION invoice_month_totals_apply();
--> statement-breakpoint
CREATE TRIGGER invoice_month_totals_delete AFTER DELETE ON invoices REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION invoice_month_totals_apply();
--> statement-breakpoint
-- The invoices a database already holds (the demo seed's, say) are counted once.
INSERT INTO invoice_month_totals (network_id, month, hospital_id, unit, invoices, amount_cents, balance_cents)
SELECT network_id, date_trunc('month', invoice_date::timestamp)::date, hospital_id, coalesce(unit, 'N/A'),
       count(*), sum(amount_cents), sum(balance_cents)
FROM invoices GROUP BY 1, 2, 3, 4;
