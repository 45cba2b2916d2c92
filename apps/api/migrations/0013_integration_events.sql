-- The events feed of the integration API (issue 14's disputes offered to the provider): per network,
-- so row-level security like every tenant table (0001); the provider's key reads it in its network.
CREATE TABLE "integration_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"network_id" uuid NOT NULL,
	"type" text NOT NULL,
	"entity" text NOT NULL,
	"entity_id" text NOT NULL,
	"data" jsonb NOT NULL,
	"tx_id" bigint DEFAULT pg_current_xact_id()::text::bigint NOT NULL,
	"occurred_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "integration_events" ADD CONSTRAINT "integration_events_network_id_networks_id_fk" FOREIGN KEY ("network_id") REFERENCES "public"."networks"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "integration_events_network_idx" ON "integration_events" USING btree ("network_id","id");
--> statement-breakpoint
GRANT SELECT, INSERT ON integration_events TO portal_app;
--> statement-breakpoint
GRANT USAGE ON SEQUENCE integration_events_id_seq TO portal_app;
--> statement-breakpoint
ALTER TABLE integration_events ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE integration_events FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY tenant_isolation ON integration_events TO portal_app
  USING (network_id = nullif(current_setting('app.network_id', true), '')::uuid)
  WITH CHECK (network_id = nullif(current_setting('app.network_id', true), '')::uuid);
--> statement-breakpoint
DO $$ BEGIN
  EXECUTE format('CREATE POLICY system_access ON integration_events TO %I USING (true) WITH CHECK (true)', current_user);
END $$;
