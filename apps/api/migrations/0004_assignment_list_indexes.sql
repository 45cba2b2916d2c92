DROP INDEX "deals_network_stage_status_idx";--> statement-breakpoint
CREATE INDEX "clinicians_first_name_idx" ON "clinicians" USING btree ("network_id","first_name" text_pattern_ops);--> statement-breakpoint
CREATE INDEX "clinicians_last_name_idx" ON "clinicians" USING btree ("network_id","last_name" text_pattern_ops);--> statement-breakpoint
CREATE INDEX "clinicians_first_last_name_idx" ON "clinicians" USING btree ("network_id","first_name","last_name");--> statement-breakpoint
CREATE INDEX "clinicians_last_first_name_idx" ON "clinicians" USING btree ("network_id","last_name","first_name");--> statement-breakpoint
CREATE INDEX "deals_network_stage_status_end_idx" ON "deals" USING btree ("network_id","stage","status","end_date","id");--> statement-breakpoint
CREATE INDEX "deals_network_start_idx" ON "deals" USING btree ("network_id","stage","start_date");--> statement-breakpoint
CREATE INDEX "deals_network_stage_status_idx" ON "deals" USING btree ("network_id","stage","status","start_date","id");