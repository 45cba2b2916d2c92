CREATE TABLE "notification_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"network_id" uuid NOT NULL,
	"text" text NOT NULL,
	"sub_type" text NOT NULL,
	"deal_id" uuid,
	"identifier" text,
	"hospital_id" uuid,
	"unit_id" uuid,
	"audience" text NOT NULL,
	"recipient_ids" uuid[] NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "notification_marks" (
	"event_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"network_id" uuid NOT NULL,
	"was_read" boolean DEFAULT false NOT NULL,
	"cleared_at" timestamp with time zone,
	CONSTRAINT "notification_marks_user_id_event_id_pk" PRIMARY KEY("user_id","event_id")
);
--> statement-breakpoint
CREATE TABLE "notification_watermarks" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"network_id" uuid NOT NULL,
	"cleared_through" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "uncovered_unit_alerts" (
	"unit_id" uuid PRIMARY KEY NOT NULL,
	"network_id" uuid NOT NULL,
	"alerted_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "unit_coverage" (
	"network_id" uuid NOT NULL,
	"unit_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"covers" boolean NOT NULL,
	"set_by" uuid NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "unit_coverage_unit_id_user_id_pk" PRIMARY KEY("unit_id","user_id")
);
--> statement-breakpoint
ALTER TABLE "decision_alerts" DROP CONSTRAINT "decision_alerts_recipient_id_users_id_fk";
--> statement-breakpoint
DROP INDEX "decision_alerts_key";--> statement-breakpoint
ALTER TABLE "notification_events" ADD CONSTRAINT "notification_events_network_id_networks_id_fk" FOREIGN KEY ("network_id") REFERENCES "public"."networks"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notification_events" ADD CONSTRAINT "notification_events_hospital_id_hospitals_id_fk" FOREIGN KEY ("hospital_id") REFERENCES "public"."hospitals"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notification_events" ADD CONSTRAINT "notification_events_unit_id_units_id_fk" FOREIGN KEY ("unit_id") REFERENCES "public"."units"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notification_marks" ADD CONSTRAINT "notification_marks_event_id_notification_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."notification_events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notification_marks" ADD CONSTRAINT "notification_marks_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notification_marks" ADD CONSTRAINT "notification_marks_network_id_networks_id_fk" FOREIGN KEY ("network_id") REFERENCES "public"."networks"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notification_watermarks" ADD CONSTRAINT "notification_watermarks_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notification_watermarks" ADD CONSTRAINT "notification_watermarks_network_id_networks_id_fk" FOREIGN KEY ("network_id") REFERENCES "public"."networks"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "uncovered_unit_alerts" ADD CONSTRAINT "uncovered_unit_alerts_unit_id_units_id_fk" FOREIGN KEY ("unit_id") REFERENCES "public"."units"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "uncovered_unit_alerts" ADD CONSTRAINT "uncovered_unit_alerts_network_id_networks_id_fk" FOREIGN KEY ("network_id") REFERENCES "public"."networks"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "unit_coverage" ADD CONSTRAINT "unit_coverage_network_id_networks_id_fk" FOREIGN KEY ("network_id") REFERENCES "public"."networks"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "unit_coverage" ADD CONSTRAINT "unit_coverage_unit_id_units_id_fk" FOREIGN KEY ("unit_id") REFERENCES "public"."units"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "unit_coverage" ADD CONSTRAINT "unit_coverage_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "unit_coverage" ADD CONSTRAINT "unit_coverage_set_by_users_id_fk" FOREIGN KEY ("set_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "notification_events_recipients_idx" ON "notification_events" USING gin ("recipient_ids");--> statement-breakpoint
CREATE INDEX "notification_events_created_idx" ON "notification_events" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "notification_marks_event_idx" ON "notification_marks" USING btree ("event_id");--> statement-breakpoint
CREATE INDEX "unit_coverage_user_idx" ON "unit_coverage" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "job_approvers_user_idx" ON "job_approvers" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "job_postings_unit_creator_idx" ON "job_postings" USING btree ("unit_id","created_by");--> statement-breakpoint
CREATE INDEX "job_postings_creator_idx" ON "job_postings" USING btree ("created_by");--> statement-breakpoint

--> statement-breakpoint
-- A reminder or escalation is claimed once per item and stage, no longer per recipient (0131): the
-- claims of one item collapse into one before the new key.
DELETE FROM decision_alerts a USING decision_alerts b
  WHERE a.stage = b.stage AND a.kind = b.kind AND a.item_id = b.item_id AND a.ctid > b.ctid;
--> statement-breakpoint
ALTER TABLE "decision_alerts" DROP COLUMN "recipient_id";
--> statement-breakpoint
CREATE UNIQUE INDEX "decision_alerts_item_key" ON "decision_alerts" USING btree ("stage","kind","item_id");
--> statement-breakpoint
GRANT SELECT, INSERT ON notification_events TO portal_app;
--> statement-breakpoint
ALTER TABLE notification_events ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE notification_events FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY tenant_isolation ON notification_events TO portal_app
  USING (network_id = nullif(current_setting('app.network_id', true), '')::uuid)
  WITH CHECK (network_id = nullif(current_setting('app.network_id', true), '')::uuid);
--> statement-breakpoint
DO $$ BEGIN
  EXECUTE format('CREATE POLICY system_access ON notification_events TO %I USING (true) WITH CHECK (true)', current_user);
END $$;
--> statement-breakpoint
GRANT SELECT, INSERT, UPDATE ON notification_marks TO portal_app;
--> statement-breakpoint
ALTER TABLE notification_marks ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE notification_marks FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY tenant_isolation ON notification_marks TO portal_app
  USING (network_id = nullif(current_setting('app.network_id', true), '')::uuid)
  WITH CHECK (network_id = nullif(current_setting('app.network_id', true), '')::uuid);
--> statement-breakpoint
DO $$ BEGIN
  EXECUTE format('CREATE POLICY system_access ON notification_marks TO %I USING (true) WITH CHECK (true)', current_user);
END $$;
--> statement-breakpoint
GRANT SELECT, INSERT, UPDATE ON notification_watermarks TO portal_app;
--> statement-breakpoint
ALTER TABLE notification_watermarks ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE notification_watermarks FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY tenant_isolation ON notification_watermarks TO portal_app
  USING (network_id = nullif(current_setting('app.network_id', true), '')::uuid)
  WITH CHECK (network_id = nullif(current_setting('app.network_id', true), '')::uuid);
--> statement-breakpoint
DO $$ BEGIN
  EXECUTE format('CREATE POLICY system_access ON notification_watermarks TO %I USING (true) WITH CHECK (true)', current_user);
END $$;
--> statement-breakpoint
GRANT SELECT, INSERT, UPDATE, DELETE ON unit_coverage TO portal_app;
--> statement-breakpoint
ALTER TABLE unit_coverage ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE unit_coverage FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY tenant_isolation ON unit_coverage TO portal_app
  USING (network_id = nullif(current_setting('app.network_id', true), '')::uuid)
  WITH CHECK (network_id = nullif(current_setting('app.network_id', true), '')::uuid);
--> statement-breakpoint
DO $$ BEGIN
  EXECUTE format('CREATE POLICY system_access ON unit_coverage TO %I USING (true) WITH CHECK (true)', current_user);
END $$;
--> statement-breakpoint
GRANT SELECT, INSERT, DELETE ON uncovered_unit_alerts TO portal_app;
--> statement-breakpoint
ALTER TABLE uncovered_unit_alerts ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE uncovered_unit_alerts FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY tenant_isolation ON uncovered_unit_alerts TO portal_app
  USING (network_id = nullif(current_setting('app.network_id', true), '')::uuid)
  WITH CHECK (network_id = nullif(current_setting('app.network_id', true), '')::uuid);
--> statement-breakpoint
DO $$ BEGIN
  EXECUTE format('CREATE POLICY system_access ON uncovered_unit_alerts TO %I USING (true) WITH CHECK (true)', current_user);
END $$;
--> statement-breakpoint
-- Existing notifications move to events (0129): the rows one statement wrote for several people
-- (same network, text, kind, links and time) become one event whose audience is those people; the
-- first row's id stays the event's id, and each read or cleared row becomes that user's mark.
INSERT INTO notification_events (id, network_id, text, sub_type, deal_id, identifier, audience, recipient_ids, created_at)
SELECT g.event_id, g.network_id, g.text, g.sub_type, g.deal_id, g.identifier, 'named', array_agg(DISTINCT g.recipient_id), g.created_at
FROM (
  SELECT n.*, first_value(n.id) OVER (PARTITION BY n.network_id, n.text, n.sub_type, n.deal_id, n.identifier, n.created_at ORDER BY n.id) AS event_id
  FROM notifications n
) g
GROUP BY g.event_id, g.network_id, g.text, g.sub_type, g.deal_id, g.identifier, g.created_at;
--> statement-breakpoint
INSERT INTO notification_marks (event_id, user_id, network_id, was_read, cleared_at)
SELECT g.event_id, g.recipient_id, g.network_id, g.was_read, g.cleared_at
FROM (
  SELECT n.*, first_value(n.id) OVER (PARTITION BY n.network_id, n.text, n.sub_type, n.deal_id, n.identifier, n.created_at ORDER BY n.id) AS event_id
  FROM notifications n
) g
WHERE g.was_read OR g.cleared_at IS NOT NULL
ON CONFLICT DO NOTHING;
--> statement-breakpoint
DROP TABLE "notifications" CASCADE;
--> statement-breakpoint
DROP FUNCTION portal_notification_inserted();
--> statement-breakpoint
-- Live notifications (0061, 0129): an event pushes once, after its commit, to every recipient who
-- keeps its kind in the portal. The payload holds the event and those recipients; one too long for
-- NOTIFY's 8 kB (a large audience) goes as its id alone and each instance reads the event back and
-- pushes to the recipients it holds sockets for. SECURITY DEFINER: the writer is usually portal_app,
-- which has no grant on notification_preferences.
CREATE FUNCTION portal_notification_event_inserted() RETURNS trigger
LANGUAGE plpgsql SECURITY DEFINER SET search_path = public AS $$
DECLARE
  payload text;
BEGIN
  IF cardinality(NEW.recipient_ids) > 150 THEN
    PERFORM pg_notify('portal_notification', json_build_object('id', NEW.id)::text);
    RETURN NULL;
  END IF;
  payload := json_build_object(
    'id', NEW.id,
    'recipientIds', (SELECT coalesce(json_agg(r), '[]') FROM unnest(NEW.recipient_ids) r
      WHERE NOT EXISTS (SELECT 1 FROM notification_preferences p WHERE p.user_id = r AND p.kind = NEW.sub_type AND p.channel <> 'portal')),
    'item', json_build_object(
      'notificationReceiptId', NEW.id, 'notificationText', NEW.text, 'notificationSubType', NEW.sub_type,
      'dealId', NEW.deal_id, 'identifier', NEW.identifier, 'createdDate', NEW.created_at,
      'wasRead', false, 'hospitalNetworkId', NEW.network_id))::text;
  IF octet_length(payload) > 7900 THEN
    payload := json_build_object('id', NEW.id)::text;
  END IF;
  PERFORM pg_notify('portal_notification', payload);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER notification_events_push AFTER INSERT ON notification_events
  FOR EACH ROW EXECUTE FUNCTION portal_notification_event_inserted();
