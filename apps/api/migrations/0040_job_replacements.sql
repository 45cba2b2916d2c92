CREATE TABLE "job_replacements" (
	"job_id" uuid PRIMARY KEY NOT NULL,
	"network_id" uuid NOT NULL,
	"deal_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "job_replacements" ADD CONSTRAINT "job_replacements_job_id_job_postings_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."job_postings"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_replacements" ADD CONSTRAINT "job_replacements_network_id_networks_id_fk" FOREIGN KEY ("network_id") REFERENCES "public"."networks"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_replacements" ADD CONSTRAINT "job_replacements_deal_id_deals_id_fk" FOREIGN KEY ("deal_id") REFERENCES "public"."deals"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "job_replacements_deal_idx" ON "job_replacements" USING btree ("deal_id");--> statement-breakpoint
-- Issue 34 item 4: which job replaces which assignment is tenant data, so row-level security like every tenant table (0001).
GRANT SELECT, INSERT ON job_replacements TO portal_app;
--> statement-breakpoint
ALTER TABLE job_replacements ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE job_replacements FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY tenant_isolation ON job_replacements TO portal_app
  USING (network_id = nullif(current_setting('app.network_id', true), '')::uuid)
  WITH CHECK (network_id = nullif(current_setting('app.network_id', true), '')::uuid);
--> statement-breakpoint
DO $$ BEGIN
  EXECUTE format('CREATE POLICY system_access ON job_replacements TO %I USING (true) WITH CHECK (true)', current_user);
END $$;
