CREATE TABLE "decision_alerts" (
	"network_id" uuid NOT NULL,
	"stage" text NOT NULL,
	"kind" text NOT NULL,
	"item_id" uuid NOT NULL,
	"recipient_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "decision_delegations" (
	"network_id" uuid NOT NULL,
	"delegator_id" uuid PRIMARY KEY NOT NULL,
	"delegate_id" uuid NOT NULL,
	"starts_on" date NOT NULL,
	"ends_on" date NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "decision_alerts" ADD CONSTRAINT "decision_alerts_network_id_networks_id_fk" FOREIGN KEY ("network_id") REFERENCES "public"."networks"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "decision_alerts" ADD CONSTRAINT "decision_alerts_recipient_id_users_id_fk" FOREIGN KEY ("recipient_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "decision_delegations" ADD CONSTRAINT "decision_delegations_network_id_networks_id_fk" FOREIGN KEY ("network_id") REFERENCES "public"."networks"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "decision_delegations" ADD CONSTRAINT "decision_delegations_delegator_id_users_id_fk" FOREIGN KEY ("delegator_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "decision_delegations" ADD CONSTRAINT "decision_delegations_delegate_id_users_id_fk" FOREIGN KEY ("delegate_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "decision_alerts_key" ON "decision_alerts" USING btree ("stage","kind","item_id","recipient_id");--> statement-breakpoint
CREATE INDEX "decision_delegations_delegate_idx" ON "decision_delegations" USING btree ("delegate_id","ends_on");--> statement-breakpoint
-- Delegations are changed by users (portal_app); the reminders' claims are written by the sweep as
-- the owner and only read in a tenant. Both carry network_id: row-level security like every tenant table.
GRANT SELECT, INSERT, UPDATE, DELETE ON decision_delegations TO portal_app;
--> statement-breakpoint
GRANT SELECT ON decision_alerts TO portal_app;
--> statement-breakpoint
ALTER TABLE decision_delegations ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE decision_delegations FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY tenant_isolation ON decision_delegations TO portal_app
  USING (network_id = nullif(current_setting('app.network_id', true), '')::uuid)
  WITH CHECK (network_id = nullif(current_setting('app.network_id', true), '')::uuid);
--> statement-breakpoint
ALTER TABLE decision_alerts ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE decision_alerts FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY tenant_isolation ON decision_alerts TO portal_app
  USING (network_id = nullif(current_setting('app.network_id', true), '')::uuid)
  WITH CHECK (network_id = nullif(current_setting('app.network_id', true), '')::uuid);
--> statement-breakpoint
DO $$ BEGIN
  EXECUTE format('CREATE POLICY system_access ON decision_delegations TO %I USING (true) WITH CHECK (true)', current_user);
  EXECUTE format('CREATE POLICY system_access ON decision_alerts TO %I USING (true) WITH CHECK (true)', current_user);
END $$;
