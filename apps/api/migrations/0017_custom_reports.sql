CREATE TABLE "insight_dashboards" (
	"network_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"report_ids" text[] NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "insight_dashboards_user_id_network_id_pk" PRIMARY KEY("user_id","network_id")
);
--> statement-breakpoint
CREATE TABLE "saved_reports" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"network_id" uuid NOT NULL,
	"owner_id" uuid NOT NULL,
	"name" text NOT NULL,
	"shape" jsonb NOT NULL,
	"shared" boolean DEFAULT false NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "insight_dashboards" ADD CONSTRAINT "insight_dashboards_network_id_networks_id_fk" FOREIGN KEY ("network_id") REFERENCES "public"."networks"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "insight_dashboards" ADD CONSTRAINT "insight_dashboards_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saved_reports" ADD CONSTRAINT "saved_reports_network_id_networks_id_fk" FOREIGN KEY ("network_id") REFERENCES "public"."networks"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saved_reports" ADD CONSTRAINT "saved_reports_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "saved_reports_owner_idx" ON "saved_reports" USING btree ("network_id","owner_id");--> statement-breakpoint
CREATE INDEX "saved_reports_shared_idx" ON "saved_reports" USING btree ("network_id") WHERE "saved_reports"."shared";--> statement-breakpoint
GRANT SELECT, INSERT, UPDATE, DELETE ON saved_reports TO portal_app;
--> statement-breakpoint
ALTER TABLE saved_reports ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE saved_reports FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY tenant_isolation ON saved_reports TO portal_app
  USING (network_id = nullif(current_setting('app.network_id', true), '')::uuid)
  WITH CHECK (network_id = nullif(current_setting('app.network_id', true), '')::uuid);
--> statement-breakpoint
DO $$ BEGIN
  EXECUTE format('CREATE POLICY system_access ON saved_reports TO %I USING (true) WITH CHECK (true)', current_user);
END $$;
--> statement-breakpoint
GRANT SELECT, INSERT, UPDATE, DELETE ON insight_dashboards TO portal_app;
--> statement-breakpoint
ALTER TABLE insight_dashboards ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE insight_dashboards FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY tenant_isolation ON insight_dashboards TO portal_app
  USING (network_id = nullif(current_setting('app.network_id', true), '')::uuid)
  WITH CHECK (network_id = nullif(current_setting('app.network_id', true), '')::uuid);
--> statement-breakpoint
DO $$ BEGIN
  EXECUTE format('CREATE POLICY system_access ON insight_dashboards TO %I USING (true) WITH CHECK (true)', current_user);
END $$;
--> statement-breakpoint
-- Issue 16: Client Admins build custom reports and General Users open the insights shared with them
-- (docs/decisions/0088-custom-reports-and-saved-filters.md). A database seeded before keeps its role table (the seed writes
-- a role's privileges only while it has none), so the two grants are added here; a fresh database
-- has no roles yet and takes them from user-types.ts.
INSERT INTO user_type_privileges (user_type_id, privilege_id)
SELECT grant_to.user_type_id, p.id
FROM (VALUES (1, 'ViewCustomReports'), (3, 'ViewInsights')) AS grant_to (user_type_id, privilege)
JOIN privileges p ON p.name = grant_to.privilege
WHERE EXISTS (SELECT 1 FROM user_type_privileges utp WHERE utp.user_type_id = grant_to.user_type_id)
ON CONFLICT DO NOTHING;
