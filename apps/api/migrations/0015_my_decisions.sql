ALTER TABLE "networks" ADD COLUMN "job_approval_hours" smallint DEFAULT 48 NOT NULL;--> statement-breakpoint
ALTER TABLE "networks" ADD COLUMN "extension_reply_days" smallint DEFAULT 14 NOT NULL;