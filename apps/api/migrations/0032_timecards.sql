CREATE TABLE "timecard_lines" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"network_id" uuid NOT NULL,
	"timecard_id" uuid NOT NULL,
	"position" smallint NOT NULL,
	"work_date" date NOT NULL,
	"start_minute" smallint NOT NULL,
	"end_minute" smallint NOT NULL,
	"break_minutes" smallint NOT NULL,
	"shift_type" text NOT NULL,
	"note" text,
	"no_show" boolean DEFAULT false NOT NULL,
	"original" jsonb,
	"adjust_reason" text,
	"adjusted_by" uuid,
	"adjusted_by_name" text,
	"adjusted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "timecards" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"network_id" uuid NOT NULL,
	"deal_id" uuid NOT NULL,
	"hospital_id" uuid NOT NULL,
	"unit_id" uuid NOT NULL,
	"external_id" text NOT NULL,
	"api_key_id" uuid,
	"week_start" date NOT NULL,
	"status" text NOT NULL,
	"schedule" jsonb NOT NULL,
	"scheduled_minutes" integer NOT NULL,
	"worked_minutes" integer NOT NULL,
	"exceptions" smallint NOT NULL,
	"submitted_at" timestamp with time zone DEFAULT now() NOT NULL,
	"due_at" timestamp with time zone NOT NULL,
	"decided_at" timestamp with time zone,
	"decided_by" uuid,
	"decided_by_name" text,
	"reject_reason" text,
	"version" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "timecard_lines" ADD CONSTRAINT "timecard_lines_network_id_networks_id_fk" FOREIGN KEY ("network_id") REFERENCES "public"."networks"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "timecard_lines" ADD CONSTRAINT "timecard_lines_timecard_id_timecards_id_fk" FOREIGN KEY ("timecard_id") REFERENCES "public"."timecards"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "timecard_lines" ADD CONSTRAINT "timecard_lines_adjusted_by_users_id_fk" FOREIGN KEY ("adjusted_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "timecards" ADD CONSTRAINT "timecards_network_id_networks_id_fk" FOREIGN KEY ("network_id") REFERENCES "public"."networks"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "timecards" ADD CONSTRAINT "timecards_deal_id_deals_id_fk" FOREIGN KEY ("deal_id") REFERENCES "public"."deals"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "timecards" ADD CONSTRAINT "timecards_hospital_id_hospitals_id_fk" FOREIGN KEY ("hospital_id") REFERENCES "public"."hospitals"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "timecards" ADD CONSTRAINT "timecards_unit_id_units_id_fk" FOREIGN KEY ("unit_id") REFERENCES "public"."units"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "timecards" ADD CONSTRAINT "timecards_api_key_id_api_keys_id_fk" FOREIGN KEY ("api_key_id") REFERENCES "public"."api_keys"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "timecards" ADD CONSTRAINT "timecards_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "timecard_lines_timecard_idx" ON "timecard_lines" USING btree ("timecard_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "timecards_external_id_key" ON "timecards" USING btree ("network_id","external_id");--> statement-breakpoint
CREATE UNIQUE INDEX "timecards_deal_week_key" ON "timecards" USING btree ("deal_id","week_start");--> statement-breakpoint
CREATE INDEX "timecards_network_due_idx" ON "timecards" USING btree ("network_id","due_at","id");--> statement-breakpoint
CREATE INDEX "timecards_network_week_idx" ON "timecards" USING btree ("network_id","week_start","id");--> statement-breakpoint
CREATE INDEX "timecards_pending_idx" ON "timecards" USING btree ("network_id","due_at","id","hospital_id") WHERE "timecards"."status" in ('Submitted', 'Adjusted');--> statement-breakpoint
-- Issue 36: travellers' weeks are tenant data, so row-level security like every tenant table (0001).
GRANT SELECT, INSERT, UPDATE, DELETE ON timecards, timecard_lines TO portal_app;
--> statement-breakpoint
ALTER TABLE timecards ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE timecards FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY tenant_isolation ON timecards TO portal_app
  USING (network_id = nullif(current_setting('app.network_id', true), '')::uuid)
  WITH CHECK (network_id = nullif(current_setting('app.network_id', true), '')::uuid);
--> statement-breakpoint
DO $$ BEGIN
  EXECUTE format('CREATE POLICY system_access ON timecards TO %I USING (true) WITH CHECK (true)', current_user);
END $$;
--> statement-breakpoint
ALTER TABLE timecard_lines ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE timecard_lines FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY tenant_isolation ON timecard_lines TO portal_app
  USING (network_id = nullif(current_setting('app.network_id', true), '')::uuid)
  WITH CHECK (network_id = nullif(current_setting('app.network_id', true), '')::uuid);
--> statement-breakpoint
DO $$ BEGIN
  EXECUTE format('CREATE POLICY system_access ON timecard_lines TO %I USING (true) WITH CHECK (true)', current_user);
END $$;
--> statement-breakpoint
-- The new privileges (ids are positions in PRIVILEGES) and, for a database seeded before, their
-- grants as user-types.ts gives them (docs/decisions/0142-timecard-review-and-approvers.md): view to
-- the finance types, view and approve to the General User, Staffing Office, Unit Leadership and the admins. A fresh
-- database takes the grants from user-types.ts when seeded.
INSERT INTO privileges (id, name) VALUES (45, 'ViewTimecards'), (46, 'ApproveTimecards') ON CONFLICT DO NOTHING;
--> statement-breakpoint
INSERT INTO user_type_privileges (user_type_id, privilege_id)
SELECT grants.user_type_id, p.id
FROM (VALUES (1, 'ViewTimecards'), (1, 'ApproveTimecards'), (2, 'ViewTimecards'), (2, 'ApproveTimecards'),
             (3, 'ViewTimecards'), (3, 'ApproveTimecards'), (4, 'ViewTimecards'), (4, 'ApproveTimecards'),
             (5, 'ViewTimecards'), (5, 'ApproveTimecards'),
             (8, 'ViewTimecards'), (8, 'ApproveTimecards'), (9, 'ViewTimecards'), (10, 'ViewTimecards'), (12, 'ViewTimecards'))
  AS grants (user_type_id, name)
JOIN privileges p ON p.name = grants.name
WHERE EXISTS (SELECT 1 FROM user_type_privileges utp WHERE utp.user_type_id = grants.user_type_id)
ON CONFLICT DO NOTHING;
