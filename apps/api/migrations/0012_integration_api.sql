-- The integration API (issue 15): API keys and the first answers of integration calls are per
-- network, so both get row-level security like every tenant table (0001); the key lookup itself runs
-- as the owner role, before the network is known. A clinician and an audit row can carry the provider's
-- external id and the key's name.
CREATE TABLE "api_keys" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"network_id" uuid NOT NULL,
	"name" text NOT NULL,
	"key_hash" text NOT NULL,
	"created_by" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"revoked_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "integration_requests" (
	"network_id" uuid NOT NULL,
	"call_name" text NOT NULL,
	"external_id" text NOT NULL,
	"api_key_id" uuid NOT NULL,
	"response" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "audit_log" ADD COLUMN "actor_description" text;--> statement-breakpoint
ALTER TABLE "clinicians" ADD COLUMN "external_id" text;--> statement-breakpoint
ALTER TABLE "api_keys" ADD CONSTRAINT "api_keys_network_id_networks_id_fk" FOREIGN KEY ("network_id") REFERENCES "public"."networks"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "api_keys" ADD CONSTRAINT "api_keys_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "integration_requests" ADD CONSTRAINT "integration_requests_network_id_networks_id_fk" FOREIGN KEY ("network_id") REFERENCES "public"."networks"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "integration_requests" ADD CONSTRAINT "integration_requests_api_key_id_api_keys_id_fk" FOREIGN KEY ("api_key_id") REFERENCES "public"."api_keys"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "api_keys_key_hash_key" ON "api_keys" USING btree ("key_hash");--> statement-breakpoint
CREATE INDEX "api_keys_network_idx" ON "api_keys" USING btree ("network_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "integration_requests_key" ON "integration_requests" USING btree ("network_id","call_name","external_id");--> statement-breakpoint
CREATE UNIQUE INDEX "clinicians_external_id_key" ON "clinicians" USING btree ("network_id","external_id");--> statement-breakpoint
GRANT SELECT, INSERT, UPDATE, DELETE ON api_keys TO portal_app;
--> statement-breakpoint
ALTER TABLE api_keys ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE api_keys FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY tenant_isolation ON api_keys TO portal_app
  USING (network_id = nullif(current_setting('app.network_id', true), '')::uuid)
  WITH CHECK (network_id = nullif(current_setting('app.network_id', true), '')::uuid);
--> statement-breakpoint
DO $$ BEGIN
  EXECUTE format('CREATE POLICY system_access ON api_keys TO %I USING (true) WITH CHECK (true)', current_user);
END $$;
--> statement-breakpoint
GRANT SELECT, INSERT, UPDATE, DELETE ON integration_requests TO portal_app;
--> statement-breakpoint
ALTER TABLE integration_requests ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE integration_requests FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY tenant_isolation ON integration_requests TO portal_app
  USING (network_id = nullif(current_setting('app.network_id', true), '')::uuid)
  WITH CHECK (network_id = nullif(current_setting('app.network_id', true), '')::uuid);
--> statement-breakpoint
DO $$ BEGIN
  EXECUTE format('CREATE POLICY system_access ON integration_requests TO %I USING (true) WITH CHECK (true)', current_user);
END $$;
