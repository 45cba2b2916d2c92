CREATE TABLE "outbound_email_attachments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"email_id" uuid NOT NULL,
	"file_name" text NOT NULL,
	"content_type" text NOT NULL,
	"content" "bytea" NOT NULL
);
--> statement-breakpoint
CREATE TABLE "report_schedules" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"network_id" uuid NOT NULL,
	"owner_id" uuid NOT NULL,
	"report_id" text NOT NULL,
	"filters" jsonb NOT NULL,
	"frequency" text NOT NULL,
	"weekday" smallint,
	"month_day" smallint,
	"hour" smallint NOT NULL,
	"format" text NOT NULL,
	"recipient_ids" uuid[] NOT NULL,
	"next_run_at" timestamp with time zone NOT NULL,
	"last_run_at" timestamp with time zone,
	"last_outcome" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"cancelled_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "outbound_email_attachments" ADD CONSTRAINT "outbound_email_attachments_email_id_outbound_emails_id_fk" FOREIGN KEY ("email_id") REFERENCES "public"."outbound_emails"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "report_schedules" ADD CONSTRAINT "report_schedules_network_id_networks_id_fk" FOREIGN KEY ("network_id") REFERENCES "public"."networks"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "report_schedules" ADD CONSTRAINT "report_schedules_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "outbound_email_attachments_email_idx" ON "outbound_email_attachments" USING btree ("email_id");--> statement-breakpoint
CREATE INDEX "report_schedules_due_idx" ON "report_schedules" USING btree ("next_run_at") WHERE "report_schedules"."cancelled_at" is null;--> statement-breakpoint
CREATE INDEX "report_schedules_owner_idx" ON "report_schedules" USING btree ("network_id","owner_id");--> statement-breakpoint
-- Scheduled report e-mails are per network: row-level security like every tenant table (0001). The
-- runner claims due rows across networks as the owner role (system_access); users' calls act as portal_app.
GRANT SELECT, INSERT, UPDATE ON report_schedules TO portal_app;
--> statement-breakpoint
ALTER TABLE report_schedules ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE report_schedules FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY tenant_isolation ON report_schedules TO portal_app
  USING (network_id = nullif(current_setting('app.network_id', true), '')::uuid)
  WITH CHECK (network_id = nullif(current_setting('app.network_id', true), '')::uuid);
--> statement-breakpoint
DO $$ BEGIN
  EXECUTE format('CREATE POLICY system_access ON report_schedules TO %I USING (true) WITH CHECK (true)', current_user);
END $$;
