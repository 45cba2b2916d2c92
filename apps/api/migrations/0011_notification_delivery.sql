CREATE TABLE "notification_digests" (
	"user_id" uuid NOT NULL,
	"day" date NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "notification_digests_user_id_day_pk" PRIMARY KEY("user_id","day")
);
--> statement-breakpoint
CREATE TABLE "notification_preferences" (
	"user_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"channel" text NOT NULL,
	CONSTRAINT "notification_preferences_user_id_kind_pk" PRIMARY KEY("user_id","kind")
);
--> statement-breakpoint
ALTER TABLE "notification_digests" ADD CONSTRAINT "notification_digests_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notification_preferences" ADD CONSTRAINT "notification_preferences_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
-- Live notifications (DESIGN.md): whoever inserts a notification row, in whatever process, raises a
-- NOTIFY that every API instance's LISTEN connection receives once the transaction commits, so no
-- writer has to call the hub and no emit precedes its commit. The row travels in the payload, so the
-- hub pushes without reading it back; one too long for NOTIFY's 8 kB goes as its ids alone and the
-- hub reads it. A kind the recipient chose to get as a digest or not at all is not pushed. SECURITY
-- DEFINER: the writer is usually portal_app, which has no grant on notification_preferences.
CREATE FUNCTION portal_notification_inserted() RETURNS trigger
LANGUAGE plpgsql SECURITY DEFINER SET search_path = public AS $$
DECLARE
  payload text;
BEGIN
  IF EXISTS (
    SELECT 1 FROM notification_preferences p
    WHERE p.user_id = NEW.recipient_id AND p.kind = NEW.sub_type AND p.channel <> 'portal'
  ) THEN
    RETURN NULL;
  END IF;
  payload := json_build_object(
    'id', NEW.id, 'recipientId', NEW.recipient_id,
    'item', json_build_object(
      'notificationReceiptId', NEW.id, 'notificationText', NEW.text, 'notificationSubType', NEW.sub_type,
      'dealId', NEW.deal_id, 'identifier', NEW.identifier, 'createdDate', NEW.created_at,
      'wasRead', NEW.was_read, 'hospitalNetworkId', NEW.network_id))::text;
  IF octet_length(payload) > 7900 THEN
    payload := json_build_object('id', NEW.id, 'recipientId', NEW.recipient_id)::text;
  END IF;
  PERFORM pg_notify('portal_notification', payload);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER notifications_push AFTER INSERT ON notifications
  FOR EACH ROW EXECUTE FUNCTION portal_notification_inserted();
--> statement-breakpoint
-- A deactivated account's live connections are closed at once, whichever code deactivates it.
CREATE FUNCTION portal_user_deactivated() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('portal_user_deactivated', NEW.id::text);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER users_deactivated AFTER UPDATE OF is_active ON users
  FOR EACH ROW WHEN (OLD.is_active AND NOT NEW.is_active) EXECUTE FUNCTION portal_user_deactivated();
