ALTER TABLE "deals" ADD COLUMN "review_reminded_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "networks" ADD COLUMN "candidate_review_hours" smallint DEFAULT 48 NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "audit_log_first_view_key" ON "audit_log" USING btree ("entity_id","actor_id") WHERE "audit_log"."entity" = 'candidate' and "audit_log"."action" = 'first_view';--> statement-breakpoint
CREATE INDEX "clinicians_id_names_idx" ON "clinicians" USING btree ("id","last_name","first_name");--> statement-breakpoint
CREATE INDEX "deals_network_stage_status_submitted_idx" ON "deals" USING btree ("network_id","stage","status","submitted_at","id");--> statement-breakpoint
CREATE INDEX "deals_candidate_facets_idx" ON "deals" USING btree ("network_id","status","hospital_id","unit_id","job_id","title","shift","clinician_id","id") WHERE "deals"."stage" = 'candidate';--> statement-breakpoint
CREATE INDEX "deals_review_reminder_idx" ON "deals" USING btree ("submitted_at") WHERE "deals"."stage" = 'candidate' and "deals"."status" in ('Ready for Review', 'Pending Review') and "deals"."review_reminded_at" is null;