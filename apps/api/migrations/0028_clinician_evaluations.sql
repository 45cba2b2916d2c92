CREATE TABLE "clinician_evaluations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"network_id" uuid NOT NULL,
	"deal_id" uuid NOT NULL,
	"clinician_id" uuid NOT NULL,
	"hospital_id" uuid NOT NULL,
	"unit_id" uuid NOT NULL,
	"author_id" uuid NOT NULL,
	"author_name" text NOT NULL,
	"clinical_skills" smallint NOT NULL,
	"reliability" smallint NOT NULL,
	"teamwork" smallint NOT NULL,
	"comment" text,
	"rehire" text NOT NULL,
	"do_not_return_reason" text,
	"do_not_return_details" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"do_not_return_status" text,
	"do_not_return_scope" text,
	"confirmed_by" uuid,
	"confirmed_by_name" text,
	"confirmed_at" timestamp with time zone,
	"lifted_by" uuid,
	"lifted_by_name" text,
	"lifted_at" timestamp with time zone,
	"lift_reason" text,
	"version" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "clinician_evaluations" ADD CONSTRAINT "clinician_evaluations_network_id_networks_id_fk" FOREIGN KEY ("network_id") REFERENCES "public"."networks"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "clinician_evaluations" ADD CONSTRAINT "clinician_evaluations_deal_id_deals_id_fk" FOREIGN KEY ("deal_id") REFERENCES "public"."deals"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "clinician_evaluations" ADD CONSTRAINT "clinician_evaluations_clinician_id_clinicians_id_fk" FOREIGN KEY ("clinician_id") REFERENCES "public"."clinicians"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "clinician_evaluations" ADD CONSTRAINT "clinician_evaluations_hospital_id_hospitals_id_fk" FOREIGN KEY ("hospital_id") REFERENCES "public"."hospitals"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "clinician_evaluations" ADD CONSTRAINT "clinician_evaluations_unit_id_units_id_fk" FOREIGN KEY ("unit_id") REFERENCES "public"."units"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "clinician_evaluations" ADD CONSTRAINT "clinician_evaluations_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "clinician_evaluations" ADD CONSTRAINT "clinician_evaluations_confirmed_by_users_id_fk" FOREIGN KEY ("confirmed_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "clinician_evaluations" ADD CONSTRAINT "clinician_evaluations_lifted_by_users_id_fk" FOREIGN KEY ("lifted_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "clinician_evaluations_deal_key" ON "clinician_evaluations" USING btree ("deal_id");--> statement-breakpoint
CREATE INDEX "clinician_evaluations_clinician_idx" ON "clinician_evaluations" USING btree ("network_id","clinician_id","created_at");--> statement-breakpoint
CREATE INDEX "clinician_evaluations_in_force_idx" ON "clinician_evaluations" USING btree ("network_id","clinician_id") WHERE "clinician_evaluations"."do_not_return_status" = 'Confirmed';--> statement-breakpoint
-- Evaluations are written by users (portal_app) and carry network_id: row-level security like every tenant table.
GRANT SELECT, INSERT, UPDATE ON clinician_evaluations TO portal_app;
--> statement-breakpoint
ALTER TABLE clinician_evaluations ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE clinician_evaluations FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY tenant_isolation ON clinician_evaluations TO portal_app
  USING (network_id = nullif(current_setting('app.network_id', true), '')::uuid)
  WITH CHECK (network_id = nullif(current_setting('app.network_id', true), '')::uuid);
--> statement-breakpoint
DO $$ BEGIN
  EXECUTE format('CREATE POLICY system_access ON clinician_evaluations TO %I USING (true) WITH CHECK (true)', current_user);
END $$;
--> statement-breakpoint
-- Issue 34's privileges (docs/decisions/0133-clinician-evaluation.md, 0134-do-not-return-confirmation.md).
-- Their ids are their positions in PRIVILEGES (the seed upserts the same rows by id on every start).
-- A database seeded before keeps its role table (the seed writes a role's privileges only while it
-- has none), so the grants are added here; a fresh database takes them from user-types.ts.
INSERT INTO privileges (id, name) VALUES (43, 'EvaluateClinicians'), (44, 'ConfirmDoNotReturn') ON CONFLICT DO NOTHING;
--> statement-breakpoint
INSERT INTO user_type_privileges (user_type_id, privilege_id)
SELECT grants.user_type_id, p.id
FROM (VALUES (1, 'EvaluateClinicians'), (2, 'EvaluateClinicians'), (3, 'EvaluateClinicians'), (4, 'EvaluateClinicians'),
             (5, 'EvaluateClinicians'), (8, 'EvaluateClinicians'), (1, 'ConfirmDoNotReturn'), (2, 'ConfirmDoNotReturn'), (4, 'ConfirmDoNotReturn')) AS grants(user_type_id, name)
JOIN privileges p ON p.name = grants.name
WHERE EXISTS (SELECT 1 FROM user_type_privileges utp WHERE utp.user_type_id = grants.user_type_id)
ON CONFLICT DO NOTHING;
