CREATE TABLE "interviews" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"network_id" uuid NOT NULL,
	"deal_id" uuid NOT NULL,
	"hospital_id" uuid NOT NULL,
	"requested_by" uuid NOT NULL,
	"interviewer_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"contact" text NOT NULL,
	"duration_minutes" smallint NOT NULL,
	"time_zone" text NOT NULL,
	"status" text NOT NULL,
	"slots" timestamp with time zone[] NOT NULL,
	"confirmed_start" timestamp with time zone,
	"reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"reminded_at" timestamp with time zone,
	"version" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "hospitals" ADD COLUMN "time_zone" text DEFAULT 'America/New_York' NOT NULL;--> statement-breakpoint
ALTER TABLE "interviews" ADD CONSTRAINT "interviews_network_id_networks_id_fk" FOREIGN KEY ("network_id") REFERENCES "public"."networks"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "interviews" ADD CONSTRAINT "interviews_deal_id_deals_id_fk" FOREIGN KEY ("deal_id") REFERENCES "public"."deals"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "interviews" ADD CONSTRAINT "interviews_hospital_id_hospitals_id_fk" FOREIGN KEY ("hospital_id") REFERENCES "public"."hospitals"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "interviews" ADD CONSTRAINT "interviews_requested_by_users_id_fk" FOREIGN KEY ("requested_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "interviews" ADD CONSTRAINT "interviews_interviewer_id_users_id_fk" FOREIGN KEY ("interviewer_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "interviews_open_deal_key" ON "interviews" USING btree ("deal_id") WHERE "interviews"."status" in ('Requested', 'Proposed', 'Confirmed');--> statement-breakpoint
CREATE INDEX "interviews_deal_idx" ON "interviews" USING btree ("deal_id","created_at");--> statement-breakpoint
CREATE INDEX "interviews_interviewer_idx" ON "interviews" USING btree ("interviewer_id","confirmed_start") WHERE "interviews"."status" = 'Confirmed';--> statement-breakpoint
CREATE INDEX "interviews_confirmed_start_idx" ON "interviews" USING btree ("confirmed_start") WHERE "interviews"."status" = 'Confirmed';--> statement-breakpoint
-- Existing hospitals take the zone most of their state keeps (packages/domain/src/interviews/state-time-zones.ts).
UPDATE hospitals SET time_zone = CASE
  WHEN state IN ('AL', 'AR', 'IA', 'IL', 'KS', 'LA', 'MN', 'MO', 'MS', 'ND', 'NE', 'OK', 'SD', 'TN', 'TX', 'WI') THEN 'America/Chicago'
  WHEN state IN ('CO', 'ID', 'MT', 'NM', 'UT', 'WY') THEN 'America/Denver'
  WHEN state = 'AZ' THEN 'America/Phoenix'
  WHEN state IN ('CA', 'NV', 'OR', 'WA') THEN 'America/Los_Angeles'
  WHEN state = 'AK' THEN 'America/Anchorage'
  WHEN state = 'HI' THEN 'Pacific/Honolulu'
  WHEN state = 'PR' THEN 'America/Puerto_Rico'
  ELSE 'America/New_York' END;
--> statement-breakpoint
GRANT SELECT, INSERT, UPDATE, DELETE ON interviews TO portal_app;
--> statement-breakpoint
ALTER TABLE interviews ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE interviews FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY tenant_isolation ON interviews TO portal_app
  USING (network_id = nullif(current_setting('app.network_id', true), '')::uuid)
  WITH CHECK (network_id = nullif(current_setting('app.network_id', true), '')::uuid);
--> statement-breakpoint
DO $$ BEGIN
  EXECUTE format('CREATE POLICY system_access ON interviews TO %I USING (true) WITH CHECK (true)', current_user);
END $$;
--> statement-breakpoint
-- An interview's calendar e-mail is queued in the transaction that confirms or cancels it, so the
-- tenant role may add e-mails (never read them: the ids are made by the caller).
GRANT INSERT ON outbound_emails, outbound_email_attachments TO portal_app;
